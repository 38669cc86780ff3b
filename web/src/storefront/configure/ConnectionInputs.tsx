import { Field, Stack } from '@chakra-ui/react';
import { memo, useContext } from 'react';
import { Select } from '../../shared/Select.tsx';
import type { OfferedModule, StorefrontOffer } from '../api/published-api.ts';
import { connectionFrom, instancesOf, moduleKey, setConnection, type ConnectorEnd, type DraftChange } from './configuration-draft.ts';
import { DraftContext, sameData } from './draft-context.ts';

interface ConnectionInputsProps {
  module: OfferedModule;
  offer: StorefrontOffer;
  instance: number;
  onChange: DraftChange;
}

const connectorName = (module: OfferedModule, id: string) => module.connectors.find((c) => c.id === id)?.name ?? id;
const endValue = (end: ConnectorEnd) => `${end.module}|${end.instance}|${end.connector}`;

/**
 * The connections a chosen module can make, where the product's module graph defines them: for each
 * of its connectors that connects, which chosen module (and which of its connectors) it joins.
 */
export function ConnectionInputs({ module, offer, instance, onChange }: ConnectionInputsProps) {
  const draft = useContext(DraftContext);
  const edges = offer.connections.filter((c) => c.source === module.id);
  if (!edges.length) return null;
  const bySourceConnector = new Map<string, typeof edges>();
  for (const edge of edges) bySourceConnector.set(edge.sourceConnector, [...(bySourceConnector.get(edge.sourceConnector) ?? []), edge]);
  return (
    <Stack gap="2">
      {[...bySourceConnector].map(([connector, targets]) => {
        const from: ConnectorEnd = { module: moduleKey(module), instance, connector };
        const ends = targets.flatMap((edge) => {
          const target = offer.modules[edge.target];
          if (!target) return [];
          return instancesOf(draft, target)
            .filter((m) => !(m.module === from.module && m.instance === instance))
            .map((m, index) => ({
              end: { module: m.module, instance: m.instance, connector: edge.targetConnector },
              label: `${target.name} ${index + 1}: ${connectorName(target, edge.targetConnector)}`,
            }));
        });
        const current = connectionFrom(draft, from);
        const value = current ? endValue({ module: current.targetModule, instance: current.targetInstance, connector: current.targetConnector }) : '';
        return <ConnectionField key={connector} name={connectorName(module, connector)} from={from} ends={ends} value={value} onChange={onChange} />;
      })}
    </Stack>
  );
}

interface ConnectionFieldProps {
  /** the connector's name */
  name: string;
  from: ConnectorEnd;
  /** the chosen modules' connectors it may join */
  ends: { end: ConnectorEnd; label: string }[];
  value: string;
  onChange: DraftChange;
}

/** One connector's choice of what it joins; built afresh with the draft, it renders again only when what it shows changed. */
const ConnectionField = memo(function ConnectionField({ name, from, ends, value, onChange }: ConnectionFieldProps) {
  return (
    <Field.Root gap="1" disabled={!ends.length}>
      <Field.Label textStyle="sm">Connect {name} to</Field.Label>
      <Select
        root={{ size: 'sm' }}
        value={value}
        empty={ends.length ? 'Not connected' : 'Add a module it connects to first'}
        options={ends.map(({ end, label }) => ({ value: endValue(end), label }))}
        onChange={(event) => {
          const chosen = ends.find(({ end }) => endValue(end) === event.currentTarget.value)?.end ?? null;
          onChange((latest) => setConnection(latest, from, chosen));
        }}
      />
    </Field.Root>
  );
}, sameData);
