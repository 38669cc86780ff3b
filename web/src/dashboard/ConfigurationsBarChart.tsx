import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { GraphBar } from './ConfigurationsCreated.tsx';

/** The drawn bars of 'Configurations created' (@chakra-ui/charts on recharts), in a chunk of their own. */
export function ConfigurationsBarChart({ bars }: { bars: GraphBar[] }) {
  const chart = useChart({ data: bars, series: [{ name: 'count', color: 'primary.solid', label: 'Configurations' }] });
  return (
    <Chart.Root chart={chart} h="full" w="full" aspectRatio="auto">
      {/* sized by its box; no keyboard layer: the chart is hidden from assistive technology, which reads the table beside it */}
      <BarChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} minTickGap={8} />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
