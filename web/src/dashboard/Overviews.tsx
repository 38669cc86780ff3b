import { Box, Grid, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { DashboardOverviewQuery } from '../../gql/graphql.ts';
import { publicAddress } from '../../../rules/addresses.ts';
import { DASHBOARD_PRODUCT_NAME_MAX } from '../shared/constants.ts';
import { formatDate, truncate } from '../shared/format.ts';
import { NO_ORDERS } from '../shared/messages.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { formatMoney, ORDER_STATUS_TAG } from '../orders/orderFormat.ts';
import { orderLabel, orderOwner } from '../orders/orderTable.tsx';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

type Overview = DashboardOverviewQuery;
type ConfiguratorItem = Overview['liveConfigurators']['items'][number];

/** The configurators overview shows 2 (§9). */
export const OVERVIEW_CONFIGURATORS = 2;

/** The 2 most relevant configurators: the published ones first, then the latest edited, each once. */
export function mostRelevant(live: ConfiguratorItem[], latest: ConfiguratorItem[]): ConfiguratorItem[] {
  const seen = new Set<string>();
  return [...live, ...latest].filter((c) => !seen.has(c.id) && seen.add(c.id)).slice(0, OVERVIEW_CONFIGURATORS);
}

export function ConfiguratorsOverview({ data }: { data: Overview | undefined }) {
  const items = data ? mostRelevant(data.liveConfigurators.items, data.latestConfigurators.items) : [];
  return (
    <DashboardCard title="Configurators" tour="configurators" seeAll={{ to: '/configurators', label: 'See all configurators' }}>
      {data && items.length === 0 ? (
        <CardEmpty>Configurators will be displayed here</CardEmpty>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-busy={!data}>
          {items.map((c) => (
            <Box as="li" key={c.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Link asChild fontWeight="medium">
                  <RouterLink to={`/configurators/${c.id}`}>{truncate(c.name ?? c.id, DASHBOARD_PRODUCT_NAME_MAX)}</RouterLink>
                </Link>
                {c.data.published ? <StatusTag status="success" dot>Published</StatusTag> : <StatusTag status="empty">Draft</StatusTag>}
              </HStack>
              <Text textStyle="xs" color="fg.muted" wordBreak="break-all">{publicAddress(c.data)}</Text>
              <Text textStyle="xs" color="fg.muted">Last edited {formatDate(c.lastEdited)}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** The first 10 orders (§9), newest first, each opening its detail. */
export function OrdersOverview({ data }: { data: Overview | undefined }) {
  const orders = data?.orders.items ?? [];
  return (
    <DashboardCard title={`Orders${data ? `: ${data.orders.total}${data.orders.totalExact ? '' : '+'}` : ''}`} tour="orders" seeAll={{ to: '/orders', label: 'See all orders' }}>
      {data && orders.length === 0 ? (
        <CardEmpty>{NO_ORDERS}</CardEmpty>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Latest orders">
          <Table.Root size="sm" aria-label="Latest orders" aria-busy={!data}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Id</Table.ColumnHeader>
                <Table.ColumnHeader>Owner</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={`/orders/${order.id}`}>{orderLabel(order)}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{truncate(orderOwner(order), DASHBOARD_PRODUCT_NAME_MAX)}</Table.Cell>
                  <Table.Cell>{formatDate(order.created)}</Table.Cell>
                  <Table.Cell><StatusTag status={ORDER_STATUS_TAG[order.data.status]}>{order.data.status}</StatusTag></Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(order.data.totalPrice, order.data.currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </DashboardCard>
  );
}

/** Integration tiles (§2.7): padded to 3, up to 6, the plus tile among them. */
export const TILES_MIN = 3;
export const TILES_MAX = 6;

/**
 * The tile row's slots: the installed integrations (as many as fit beside the plus tile), the plus
 * tile, then empty slots up to 3.
 */
export type TileSlot<T> = { kind: 'integration'; item: T } | { kind: 'plus' } | { kind: 'empty' };
export function integrationSlots<T>(installed: T[]): TileSlot<T>[] {
  const slots: TileSlot<T>[] = installed.slice(0, TILES_MAX - 1).map((item) => ({ kind: 'integration', item }));
  slots.push({ kind: 'plus' });
  while (slots.length < TILES_MIN) slots.push({ kind: 'empty' });
  return slots;
}

/**
 * The integrations row: tiles link to /integrations. The workspace's installed integrations are
 * another issue's (21 §4); until they can be read, the row is the plus tile and its padding.
 */
export function IntegrationTiles({ installed = [] }: { installed?: { id: string; name: string }[] }) {
  return (
    <DashboardCard title="Integrations" tour="integrations">
      <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }} gap="3">
        {integrationSlots(installed).map((slot, i) => (
          <Box as="li" key={slot.kind === 'integration' ? slot.item.id : `${slot.kind}-${i}`} aria-hidden={slot.kind === 'empty' || undefined}>
            {slot.kind === 'empty' ? (
              <Box h="16" borderWidth="1px" borderStyle="dashed" rounded="md" />
            ) : (
              <Link asChild h="16" w="full" borderWidth="1px" rounded="md" justifyContent="center" textStyle="sm" fontWeight="medium" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to="/integrations" aria-label={slot.kind === 'plus' ? 'Add an integration' : slot.item.name}>
                  {slot.kind === 'plus' ? <LuPlus aria-hidden="true" size="24" /> : truncate(slot.item.name, DASHBOARD_PRODUCT_NAME_MAX)}
                </RouterLink>
              </Link>
            )}
          </Box>
        ))}
      </Grid>
    </DashboardCard>
  );
}
