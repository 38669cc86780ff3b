import { Badge, Button, Card, HStack, List, SegmentGroup, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink, useOutletContext } from 'react-router';
import { accountApi } from '../admin-space/account-api.ts';
import { useOpenBilling } from '../admin-space/BillingPage.tsx';
import type { Me } from '../frame/Frame.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { FormFailure } from '../shared/form.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';
import { formatPrice, planAction, PLAN_CARDS, type PlanCard } from './plans.ts';

const ContactDialog = whenOpened(async () => (await import('../shared/ContactDialog.tsx')).ContactDialog);

/** What a card's button does: the portal, a checkout of the plan, or the contact form. */
function usePlanActions(me: Me) {
  const billing = useOpenBilling();
  const [contact, setContact] = useState(false);
  const act = (card: PlanCard) => {
    const action = planAction(card, me.workspace.plan);
    if (action === 'Contact Us') setContact(true);
    else if (action === 'Upgrade') billing.open(accountApi.billingPortal);
    else billing.open(() => accountApi.checkout(card.plan));
  };
  const dialog = <ContactDialog open={contact} kind="support" onClose={() => setContact(false)} defaults={{ name: me.user.name, email: me.user.email }} />;
  return { act, busy: billing.busy, failure: billing.failure, dialog };
}

/** /subscription (§2.9, §9): 'Subscription Plan', 'FEATURES OVERVIEW' and the plan cards. */
export function SubscriptionPage() {
  const me = useOutletContext<Me>();
  const admin = me.user.roles.includes('admin');
  const actions = usePlanActions(me);
  return (
    <>
      <ScreenHeading title="Subscription Plan" subtitle="FEATURES OVERVIEW">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/subscription/upgrade">Compare monthly and yearly</RouterLink>
        </Button>
      </ScreenHeading>
      {!admin && <Text color="fg.muted" mb="4">Ask an admin of {me.workspace.name} to change the plan.</Text>}
      <FormFailure message={actions.failure} />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mt="4">
        {PLAN_CARDS.map((card) => {
          const current = card.plan === me.workspace.plan;
          const action = planAction(card, me.workspace.plan);
          return (
            <Card.Root key={card.plan} borderColor={current ? 'primary.solid' : undefined} borderWidth={current ? '2px' : '1px'} aria-label={`${card.name} plan`}>
              <Card.Header>
                <HStack justify="space-between">
                  <Card.Title as="h2">{card.name}</Card.Title>
                  {current && <Badge colorPalette="blue">Current plan</Badge>}
                </HStack>
                <Card.Description>{card.description}</Card.Description>
              </Card.Header>
              <Card.Body gap="4">
                <Text textStyle="3xl" fontWeight="bold">
                  {card.price < 0 ? 'Contact us' : formatPrice(card.price)}
                  {card.price >= 0 && <Text as="span" textStyle="sm" fontWeight="normal" color="fg.muted"> / month</Text>}
                </Text>
                <List.Root gap="2" variant="plain">
                  {card.features.map((feature) => (
                    <List.Item key={feature} display="flex" alignItems="flex-start" gap="2">
                      <List.Indicator asChild color="green.fg" mt="1" flexShrink="0">
                        <LuCheck aria-hidden="true" />
                      </List.Indicator>
                      {feature}
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              {(admin || action === 'Contact Us') && (
                <Card.Footer>
                  <Button w="full" variant={action === 'Switch' ? 'outline' : 'solid'} loading={actions.busy && action !== 'Contact Us'} onClick={() => actions.act(card)}>
                    {action}
                  </Button>
                </Card.Footer>
              )}
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {actions.dialog}
    </>
  );
}

/** /subscription/upgrade: the pricing table with its monthly/yearly switch (§2.9). */
export function UpgradePage() {
  const me = useOutletContext<Me>();
  const admin = me.user.roles.includes('admin');
  const actions = usePlanActions(me);
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const price = (card: PlanCard) => (card.price < 0 ? 'Contact us' : period === 'monthly' ? `${formatPrice(card.price)} / month` : `${formatPrice(card.price * 12)} / year`);
  return (
    <>
      <ScreenHeading title="Upgrade" subtitle="SUBSCRIPTION PLAN" />
      <Stack gap="4" minW="0">
        <SegmentGroup.Root value={period} onValueChange={({ value }) => value && setPeriod(value as 'monthly' | 'yearly')} aria-label="Billing period" alignSelf="flex-start">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'monthly', label: 'Monthly' }, { value: 'yearly', label: 'Yearly' }]} />
        </SegmentGroup.Root>
        <FormFailure message={actions.failure} />
        {/* focusable so keyboard users can scroll it sideways on small screens */}
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxW="full" overflowX="auto" position="relative" tabIndex={0} role="region" aria-label="Plans and prices">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Plan</Table.ColumnHeader>
                <Table.ColumnHeader>Price</Table.ColumnHeader>
                <Table.ColumnHeader>Features</Table.ColumnHeader>
                <Table.ColumnHeader><Text srOnly>Action</Text></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PLAN_CARDS.map((card) => {
                const action = planAction(card, me.workspace.plan);
                return (
                  <Table.Row key={card.plan}>
                    <Table.Cell fontWeight="semibold">{card.name}{card.plan === me.workspace.plan && ' (current)'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{price(card)}</Table.Cell>
                    <Table.Cell minW="48">{card.features.join(' · ')}</Table.Cell>
                    <Table.Cell>
                      {(admin || action === 'Contact Us') && <Button size="xs" variant="outline" onClick={() => actions.act(card)}>{action}</Button>}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      {actions.dialog}
    </>
  );
}
