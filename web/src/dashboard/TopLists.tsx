import { Box, Grid } from '@chakra-ui/react';
import type { DashboardOverviewQuery, DashboardTopListFragment } from './generated/gql/graphql.ts';
import { DASHBOARD_PRODUCT_NAME_MAX } from '../shared/constants.ts';
import { truncate } from '../shared/format.ts';
import { useStyleClasses } from '../shared/styleClasses.ts';
import { formatMoney } from '../orders/orderFormat.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';
import { countryName, TOP_BROWSERS, TOP_COUNTRIES, TOP_DEFAULT } from './figures.ts';

type Statistics = NonNullable<DashboardOverviewQuery['statistics']>;
type Entry = DashboardTopListFragment['objects'][number];

export interface TopListSpec {
  title: string;
  /** the §2.7 empty text where the spec gives one */
  empty: string;
  pick: (statistics: Statistics) => DashboardTopListFragment;
  /** what an entry is called: its name, or a country's name from its code */
  label: (entry: Entry) => string;
  /** a ranking by an amount (margin) rather than a count */
  money?: boolean;
}

const named = (entry: Entry) => truncate(entry.name ?? entry.object, DASHBOARD_PRODUCT_NAME_MAX);

/** The dashboard's top lists (§2.7, §9): countries 10, browsers 7, the rankings 5. */
export const TOP_LISTS: TopListSpec[] = [
  { title: 'Top countries', empty: `The top ${TOP_COUNTRIES} customer countries will be displayed here`, pick: (s) => s.countries, label: (e) => countryName(e.object) },
  { title: 'Top browsers', empty: `The top ${TOP_BROWSERS} browsers used will be displayed here`, pick: (s) => s.browsers, label: named },
  { title: 'Top products', empty: `The top ${TOP_DEFAULT} products configured will be displayed here`, pick: (s) => s.productsByConfigurations, label: named },
  { title: 'Top products by margin', empty: `The top ${TOP_DEFAULT} products by margin will be displayed here`, pick: (s) => s.productsByMargin, label: named, money: true },
  { title: 'Top operating systems', empty: `The top ${TOP_DEFAULT} operating systems used will be displayed here`, pick: (s) => s.operatingSystems, label: named },
  { title: 'Top UTM sources', empty: `The top ${TOP_DEFAULT} UTM sources will be displayed here`, pick: (s) => s.utmSources, label: named },
];

/**
 * An entry's elements as the Box, Flex and Text props they had would style them: six lists of up to ten
 * entries of five elements each, plain elements with these classes (the bar's width, its own per entry,
 * is an inline style).
 */
const entrySheet = () => ({
  entry: { position: 'relative', px: '2', py: '1', rounded: 'sm' },
  bar: { position: 'absolute', insetY: '0', left: '0', rounded: 'sm', bg: 'primary.subtle' },
  line: [{ display: 'flex', justifyContent: 'space-between' }, { position: 'relative', gap: '3', textStyle: 'sm' }],
  label: { truncate: true },
  figure: { fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
});

/** One top list: its entries in order, each with its figure and a bar for its share of the first. */
function TopList({ spec, list, currency }: { spec: TopListSpec; list: DashboardTopListFragment | undefined; currency: string }) {
  const figure = (entry: Entry) => (spec.money ? (entry.value ?? 0) : entry.count);
  const largest = Math.max(0, ...(list?.objects ?? []).map(figure));
  const classes = useStyleClasses(entrySheet);
  return (
    <DashboardCard title={spec.title}>
      {list && list.objects.length === 0 ? (
        <CardEmpty>{spec.empty}</CardEmpty>
      ) : (
        <Box as="ol" listStyleType="none" display="grid" gap="2" aria-busy={!list} aria-label={spec.title}>
          {list?.objects.map((entry) => (
            <li key={entry.object} className={classes.entry}>
              <div aria-hidden="true" className={classes.bar} style={{ width: `${largest > 0 ? Math.max(0, (figure(entry) / largest) * 100) : 0}%` }} />
              <div className={classes.line}>
                <p className={classes.label}>{spec.label(entry)}</p>
                <p className={classes.figure}>{spec.money ? formatMoney(entry.value ?? 0, currency) : entry.count}</p>
              </div>
            </li>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}

export function TopLists({ statistics, currency }: { statistics: Statistics | undefined; currency: string }) {
  return (
    <Grid data-tour="top-lists" templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4">
      {TOP_LISTS.map((spec) => (
        <TopList key={spec.title} spec={spec} list={statistics && spec.pick(statistics)} currency={currency} />
      ))}
    </Grid>
  );
}
