import { Box, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DashboardOverviewQuery } from './generated/gql/graphql.ts';
import { publicAddress } from '../../../rules/addresses.ts';
import { DASHBOARD_PRODUCT_NAME_MAX } from '../shared/constants.ts';
import { formatDate, truncate } from '../shared/format.ts';
import { NO_ORDERS } from '../shared/messages.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { ORDER_COLUMNS, orderLabel, type OrderRow } from '../orders/orderTable.tsx';
import type { Pager } from '../shared/table/pager.ts';
import { DataTable } from '../shared/table/DataTable.tsx';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

type Overview = DashboardOverviewQuery;
type ConfiguratorItem = Overview['liveConfigurators']['items'][number];

/** The configurators overview shows 2, the orders overview the first 10 (§9). */
export const OVERVIEW_CONFIGURATORS = 2;
const OVERVIEW_ORDERS = 10;

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

/** The overview's columns: the orders list's, in the server's order (newest first) rather than sortable. */
const OVERVIEW_ORDER_COLUMNS = ORDER_COLUMNS.map((column) => ({ ...column, enableSorting: false }));

/** A pager over the one page the overview shows: more is behind 'See all'. */
function onePage(rowsOnPage: number, total: number, totalExact: boolean): Pager {
  const stay = () => {};
  return { pageIndex: 0, pageSize: OVERVIEW_ORDERS, total, totalExact, rowsOnPage, canPrevious: false, canNext: false, previous: stay, next: stay, setPageSize: stay };
}

/** The first 10 orders (§9), newest first, each opening its detail. */
export function OrdersOverview({ data }: { data: Overview | undefined }) {
  const navigate = useNavigate();
  const orders = data?.orders;
  return (
    <DashboardCard title="Orders" tour="orders" seeAll={{ to: '/orders', label: 'See all orders' }}>
      <DataTable<OrderRow>
        label="Latest orders"
        columns={OVERVIEW_ORDER_COLUMNS}
        rows={orders?.items ?? []}
        getRowId={(row) => row.id}
        rowName={orderLabel}
        pager={onePage(orders?.items.length ?? 0, orders?.total ?? 0, orders?.totalExact ?? true)}
        loading={!orders}
        pageSizes={[OVERVIEW_ORDERS]}
        scrollHeight="auto"
        message={{ title: NO_ORDERS }}
        rowActions={[{ label: 'View details', icon: <LuEye aria-hidden="true" />, onClick: (row) => navigate(`/orders/${row.id}`) }]}
      />
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

/** Where a tile leads: the marketplace with that integration's form open (`?configure=<id>`, IntegrationsPage). */
export const configurePath = (id: string) => `/integrations?configure=${encodeURIComponent(id)}`;

/**
 * The integrations row: each installed integration's tile opens its form on /integrations, the plus
 * tile the marketplace. A guest is not shown the workspace's integrations: the plus tile only.
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
              <Link asChild h="16" w="full" borderWidth="1px" rounded="md" justifyContent="center" textAlign="center" px="2" textStyle="sm" fontWeight="medium" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to={slot.kind === 'plus' ? '/integrations' : configurePath(slot.item.id)} aria-label={slot.kind === 'plus' ? 'Add an integration' : slot.item.name}>
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
