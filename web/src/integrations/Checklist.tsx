import { Box, Card, CloseButton, HStack, List, Text } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import type { IntegrationView } from '../../../rules/integrations.ts';

interface Step {
  title: string;
  detail: string;
  done: boolean;
}

/** The guided checklist 'Show me how' starts (§2.6): each step ticks itself off as the workspace gets there. */
export function Checklist({ installed, onClose }: { installed: IntegrationView[]; onClose: () => void }) {
  const steps: Step[] = [
    { title: 'Pick an integration', detail: 'Webhooks tell your systems about new orders; a sync target feeds the Sync buttons; exports send files to your bell.', done: installed.length > 0 },
    { title: 'Fill in its settings', detail: 'Press Install, give its address and secret, and save. Secrets are stored encrypted and never shown again.', done: installed.length > 0 },
    { title: 'See it work', detail: 'Place an order and watch its delivery in the log, press Sync on the products page, or press Export now.', done: installed.some((i) => i.status === 'active') },
  ];
  const left = steps.filter((s) => !s.done).length;
  return (
    <Card.Root as="section" aria-label="Integrations checklist" borderColor="primary.emphasized">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" textStyle="lg">Set up your first integration</Card.Title>
          <CloseButton size="sm" aria-label="Close the checklist" onClick={onClose} />
        </HStack>
        <Card.Description>{left ? `${left} of ${steps.length} steps to go` : 'All done: your configurator talks to the world.'}</Card.Description>
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" variant="plain" gap="3">
          {steps.map((step) => (
            <List.Item key={step.title} alignItems="flex-start" gap="2">
              <Box as="span" color={step.done ? 'green.fg' : 'fg.muted'} mt="0.5" aria-hidden="true">
                {step.done ? <LuCircleCheck /> : <LuCircle />}
              </Box>
              <Box>
                <Text fontWeight="medium">
                  {step.title} <Text as="span" srOnly>{step.done ? '(done)' : '(to do)'}</Text>
                </Text>
                <Text textStyle="sm" color="fg.muted">{step.detail}</Text>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
