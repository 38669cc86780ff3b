import { Badge, Box, Button, Heading, HStack, IconButton, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuBox, LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { ConfigurationDocument, Evaluation, OfferCategory, OfferedModule, ParameterValue, StorefrontOffer } from '../api/published-api.ts';
import { formatMoney } from '../order/money.ts';
import { addInstance, changeProblem, instancesOf, moduleKey, removeInstance, setParameter } from './configuration-draft.ts';
import { ConnectionInputs } from './ConnectionInputs.tsx';
import { ParameterInput } from './ParameterInput.tsx';

export interface ConfigurePanelProps {
  offer: StorefrontOffer;
  draft: ConfigurationDocument;
  evaluation: Evaluation;
  /** show prices (the configurator's prices feature) */
  prices: boolean;
  onChange: (next: ConfigurationDocument) => void;
}

/** Each category with its composition label (§9) and the modules it offers, as the customer configures them. */
export function ConfigurePanel(props: ConfigurePanelProps) {
  return (
    <Stack gap="6">
      {props.offer.categories.map((category) => (
        <CategorySection key={category.id} category={category} {...props} />
      ))}
    </Stack>
  );
}

function CategorySection({ category, offer, evaluation, ...rest }: ConfigurePanelProps & { category: OfferCategory }) {
  const headingId = `category-${category.id}`;
  const problems = evaluation.problems.filter((p) => p.category === category.id || p.category === category.name);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack gap="3" mb="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={headingId}>{category.name}</Heading>
        <Badge colorPalette="primary" variant="subtle">{category.label}</Badge>
      </HStack>
      {problems.map((p) => (
        <Text key={p.message} textStyle="sm" color="fg.error" mb="2">{p.message}</Text>
      ))}
      <Stack as="ul" gap="3" listStyleType="none">
        {category.moduleIds.flatMap((id) => {
          const module = offer.modules[id];
          return module ? [<ModuleChoice key={id} module={module} offer={offer} evaluation={evaluation} {...rest} />] : [];
        })}
      </Stack>
    </Box>
  );
}

function ModulePicture({ module }: { module: OfferedModule }) {
  return (
    <Box boxSize="16" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted" display="grid" placeItems="center">
      {module.image ? (
        <Image src={module.image} alt="" boxSize="full" objectFit="contain" />
      ) : (
        <Box color="fg.muted" fontSize="2xl" aria-hidden="true"><LuBox /></Box>
      )}
    </Box>
  );
}

type ChoiceProps = Omit<ConfigurePanelProps, 'offer'> & { module: OfferedModule; offer: StorefrontOffer };

/** One offered module: picture, name, price; how many are chosen, with a reason in words when no more may be. */
function ModuleChoice({ module, offer, draft, evaluation, prices, onChange }: ChoiceProps) {
  const instances = instancesOf(draft, module);
  const choice = evaluation.choices[module.id];
  const reason = choice?.disabled ? choice.reason ?? 'not available' : undefined;
  const reasonId = `why-${module.id}`;
  const last = instances[instances.length - 1];
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" bg="bg.panel">
      <HStack gap="3" align="flex-start">
        <ModulePicture module={module} />
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold">{module.name}</Text>
          {module.description && <Text textStyle="sm" color="fg.muted">{module.description}</Text>}
          {prices && (
            <Text textStyle="sm">
              {module.price || formatMoney(0, offer.currency)}
              {module.per > 1 ? ` per ${module.per}` : ''}
            </Text>
          )}
        </Stack>
      </HStack>
      <HStack mt="3" gap="2" flexWrap="wrap">
        <IconButton
          size="sm"
          variant="outline"
          aria-label={`Remove one ${module.name}`}
          disabled={!last}
          onClick={() => last && onChange(removeInstance(draft, last.module, last.instance))}
        >
          <LuMinus />
        </IconButton>
        <Text minW="6" textAlign="center" aria-live="polite">
          <VisuallyHidden>{module.name}: </VisuallyHidden>
          {instances.length}
          <VisuallyHidden> chosen</VisuallyHidden>
        </Text>
        <Button size="sm" variant={instances.length ? 'outline' : 'solid'} disabled={Boolean(reason)} aria-describedby={reason ? reasonId : undefined} onClick={() => onChange(addInstance(draft, module))}>
          <LuPlus aria-hidden="true" /> Add {module.name}
        </Button>
        {reason && (
          <Text id={reasonId} textStyle="sm" color="fg.muted" flexBasis={{ base: 'full', sm: 'auto' }}>
            {reason}
          </Text>
        )}
      </HStack>
      {instances.map((instance, index) => (
        <InstanceSettings key={instance.instance} module={module} offer={offer} draft={draft} instance={instance.instance} position={index + 1} onChange={onChange} />
      ))}
    </Box>
  );
}

interface InstanceProps {
  module: OfferedModule;
  offer: StorefrontOffer;
  draft: ConfigurationDocument;
  instance: number;
  /** 1 for the first of this module, as the customer counts */
  position: number;
  onChange: (next: ConfigurationDocument) => void;
}

/** One chosen module: its parameters, its connections, and a way to remove it. */
function InstanceSettings({ module, offer, draft, instance, position, onChange }: InstanceProps) {
  const key = moduleKey(module);
  const values = draft.modules.find((m) => m.module === key && m.instance === instance)?.parameters ?? {};
  const title = `${module.name} ${position}`;
  const change = (parameter: string, value: ParameterValue) => setParameter(draft, key, instance, parameter, value);
  const hasSettings = module.parameters.length > 0 || offer.connections.some((c) => c.source === module.id);
  return (
    <Box as="section" aria-label={title} mt="3" pt="3" borderTopWidth="1px">
      <HStack justify="space-between" mb={hasSettings ? '2' : '0'}>
        <Text textStyle="sm" fontWeight="semibold">{title}</Text>
        <IconButton size="xs" variant="ghost" aria-label={`Remove ${title}`} onClick={() => onChange(removeInstance(draft, key, instance))}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <Stack gap="3">
        {module.parameters.map((parameter) => (
          <ParameterInput
            key={parameter.id}
            parameter={parameter}
            value={values[parameter.id]}
            onChange={(value) => onChange(change(parameter.id, value))}
            refusal={(value) => changeProblem(offer, draft, change(parameter.id, value))}
          />
        ))}
        <ConnectionInputs module={module} offer={offer} draft={draft} instance={instance} onChange={onChange} />
      </Stack>
    </Box>
  );
}
