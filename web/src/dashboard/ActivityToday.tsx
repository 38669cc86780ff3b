import { Badge, SimpleGrid, Stat, VisuallyHidden } from '@chakra-ui/react';
import type { DashboardOverviewQuery } from './generated/gql/graphql.ts';
import { formatMoney } from '../orders/orderFormat.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';
import { formatGrowth, growthTrend, growthWords, type Growth } from './figures.ts';

type Sales = NonNullable<DashboardOverviewQuery['statistics']>['sales'];

const TREND_PALETTE = { up: 'green', down: 'red', flat: 'gray' } as const;

function GrowthBadge({ growth, against, decimals = 0 }: { growth: Growth; against: string; decimals?: number }) {
  return (
    <Badge colorPalette={TREND_PALETTE[growthTrend(growth)]} variant="subtle">
      <span aria-hidden="true">{formatGrowth(growth, decimals)}</span>
      <VisuallyHidden>{growthWords(growth, against, decimals)}</VisuallyHidden>
    </Badge>
  );
}

/**
 * Activity Today (§2.7, issue 20 §3): today's sales against yesterday's (growth §9, infinity after a
 * day without sales), today's margin beside them, today's orders and the week against the last (to 2
 * decimals). 'All clear' when neither today nor yesterday had an order.
 */
export function ActivityToday({ sales, currency }: { sales: Sales | undefined; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  const quiet = sales && sales.today.orders === 0 && sales.yesterday.orders === 0;
  return (
    <DashboardCard title="Activity Today" tour="activity">
      {!sales ? null : quiet ? (
        <CardEmpty>All clear</CardEmpty>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Stat.Root>
            <Stat.Label>Today's sales</Stat.Label>
            <Stat.ValueText textStyle="xl">{money(sales.today.sales)}</Stat.ValueText>
            <Stat.HelpText as="dd" display="flex" gap="1" alignItems="center" flexWrap="wrap">
              <GrowthBadge growth={sales.growth} against="yesterday" /> Yesterday {money(sales.yesterday.sales)}
            </Stat.HelpText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Today's margin</Stat.Label>
            <Stat.ValueText textStyle="xl">{money(sales.today.margin)}</Stat.ValueText>
            <Stat.HelpText as="dd">Yesterday {money(sales.yesterday.margin)}</Stat.HelpText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Orders today</Stat.Label>
            <Stat.ValueText textStyle="xl">{sales.today.orders}</Stat.ValueText>
            <Stat.HelpText as="dd">Yesterday {sales.yesterday.orders}</Stat.HelpText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>This week's sales</Stat.Label>
            <Stat.ValueText textStyle="xl">{money(sales.thisWeek.sales)}</Stat.ValueText>
            <Stat.HelpText as="dd" display="flex" gap="1" alignItems="center" flexWrap="wrap">
              <GrowthBadge growth={sales.weekOverWeek} against="last week" decimals={2} /> Last week {money(sales.lastWeek.sales)}
            </Stat.HelpText>
          </Stat.Root>
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
