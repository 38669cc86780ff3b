import { Checkbox, Fieldset, Flex, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { metricTable, type MetricColumn } from '../../../rules/metrics.ts';
import { DialogShell } from '../shared/DialogShell.tsx';
import { metricValue } from './productionFormat.ts';

/** '{0} columns selected' (§2.10), with the count put in. */
export const columnsSelected = (count: number) => '{0} columns selected'.replace('{0}', String(count));

/** The column chooser (§2.10): 'Choose Columns', shown when more than one column exists. */
function ColumnChooser({ columns, chosen, onChange }: { columns: MetricColumn[]; chosen: MetricColumn[]; onChange: (chosen: MetricColumn[]) => void }) {
  return (
    <Fieldset.Root size="sm" mb="3">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Fieldset.Legend fontWeight="medium">Choose Columns</Fieldset.Legend>
        <Text textStyle="xs" color="fg.muted" aria-live="polite">{columnsSelected(chosen.length)}</Text>
      </Flex>
      <Flex gap="3" wrap="wrap">
        {columns.map((column) => (
          <Checkbox.Root
            key={column}
            size="sm"
            checked={chosen.includes(column)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...chosen, column] : chosen.filter((c) => c !== column))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{column}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Fieldset.Root>
  );
}

/** The metrics as the popup lays them out: rows by name (underscores as spaces), suffixes as columns, plain values under Value. */
export function MetricTableView({ metrics, label }: { metrics: Record<string, number>; label: string }) {
  const table = useMemo(() => metricTable(metrics), [metrics]);
  const [chosen, setChosen] = useState<MetricColumn[]>(table.defaultColumns);
  if (!table.rows.length) return <Text color="fg.muted">No metrics</Text>;
  // the chosen columns in the popup's own order (the suffixes', then Value), however they were chosen
  const shown = table.columns.filter((column) => chosen.includes(column));
  return (
    <>
      {table.columns.length > 1 && <ColumnChooser columns={table.columns} chosen={chosen} onChange={setChosen} />}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={label} focusVisibleRing="inside">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col">Metric</Table.ColumnHeader>
              {shown.map((column) => (
                <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {table.rows.map((row) => (
              <Table.Row key={row.name}>
                <Table.ColumnHeader scope="row" fontWeight="medium">{row.name}</Table.ColumnHeader>
                {shown.map((column) => (
                  <Table.Cell key={column} textAlign="end">{metricValue(row.values[column])}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

/** The metric popup of §2.10, over a part's or a group's metrics. */
export function MetricPopup({ title, metrics, onClose }: { title: string; metrics: Record<string, number>; onClose: () => void }) {
  return (
    <DialogShell open size="lg" title={title} onClose={onClose}>
      <MetricTableView metrics={metrics} label={title} />
    </DialogShell>
  );
}
