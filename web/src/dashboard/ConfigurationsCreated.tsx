import { useQuery } from '@apollo/client/react';
import { Box, Button, ButtonGroup, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { ConfigurationsCreatedDocument, type DashboardSeriesFragment } from './generated/gql/graphql.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';
import { bucketLabel, GRAPH_RANGES, type GraphRange } from './figures.ts';

// recharts and @chakra-ui/charts load in their own chunk, after the page (the signed-in JS budget)
const ConfigurationsBarChart = lazy(async () => ({ default: (await import('./ConfigurationsBarChart.tsx')).ConfigurationsBarChart }));

export interface GraphBar {
  label: string;
  count: number;
}

/** The series as bars: each bucket labelled by its start in the range's unit. */
export const barsOf = (series: DashboardSeriesFragment, range: GraphRange): GraphBar[] =>
  series.byDate.map((point) => ({ label: bucketLabel(point.since, range.unit), count: point.count }));

/** The graph's figures as a table, for screen readers (the drawn chart is hidden from them). */
function BarsTable({ bars, range }: { bars: GraphBar[]; range: GraphRange }) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>Configurations created, last {range.label}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{range.unit === 'HOUR' ? 'Hour' : range.unit === 'MONTH' ? 'Month' : range.unit === 'WEEK' ? 'Week from' : 'Day'}</Table.ColumnHeader>
            <Table.ColumnHeader>Configurations</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bars.map((bar) => (
            <Table.Row key={bar.label}>
              <Table.Cell>{bar.label}</Table.Cell>
              <Table.Cell>{bar.count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

/**
 * 'Configurations created' (§2.7, §9): a bar graph over 7 Days, 30 Days, 4 Weeks, 24 Hours or 12
 * Months. The first range comes with the dashboard's request; another is asked for when chosen.
 */
export function ConfigurationsCreated({ firstRange }: { firstRange: DashboardSeriesFragment | undefined }) {
  const [range, setRange] = useState<GraphRange>(GRAPH_RANGES[0]);
  const isFirst = range === GRAPH_RANGES[0];
  const other = useQuery(ConfigurationsCreatedDocument, { variables: { unit: range.unit, n: range.n }, skip: isFirst });
  const series = isFirst ? firstRange : other.data?.statistics.configurations;
  const bars = series ? barsOf(series, range) : [];
  const ranges = (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Range" flexWrap="wrap">
      {GRAPH_RANGES.map((r) => (
        <Button key={r.label} aria-pressed={r === range} variant={r === range ? 'solid' : 'outline'} onClick={() => setRange(r)}>
          {r.label}
        </Button>
      ))}
    </ButtonGroup>
  );
  return (
    <DashboardCard title="Configurations created" tour="configurations-created" aside={ranges}>
      {series && series.total === 0 ? (
        <CardEmpty>Statistics of created configurations will be displayed here</CardEmpty>
      ) : (
        <Box aria-busy={!series}>
          {series && <Text textStyle="sm" color="fg.muted" mb="2">{series.total} in the last {range.label}</Text>}
          <Box h="64" aria-hidden="true">
            {series && (
              <Suspense fallback={null}>
                <ConfigurationsBarChart bars={bars} />
              </Suspense>
            )}
          </Box>
          <BarsTable bars={bars} range={range} />
        </Box>
      )}
    </DashboardCard>
  );
}
