import { Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { UNAVAILABLE } from '../shared/messages.ts';
import { moduleRef, namedParameters, storefrontLink, type Configuration, type OrderedProduct } from './orderDetail.ts';

/** A module of the configuration by id, named: `Shelf 800 #0`. */
function moduleNamer(configuration: Configuration) {
  const names = new Map(configuration.document.modules.map((m) => [m.module.id, m.module.resource?.name ?? m.module.id]));
  return (id: string, instance: number) => `${names.get(id) ?? id} #${instance}`;
}

function ConfigurationDetail({ id, configuration }: { id: string; configuration: Configuration }) {
  const name = moduleNamer(configuration);
  const link = storefrontLink(id, configuration);
  const connections = configuration.document.connections ?? [];
  return (
    <Stack gap="3">
      {link && (
        <Link href={link} target="_blank" rel="noopener" fontWeight="medium" color="primary.fg" alignSelf="flex-start">
          Open {configuration.name ?? 'the configuration'} on the storefront <LuExternalLink aria-hidden="true" />
        </Link>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={`Modules of ${configuration.name ?? id}`} focusVisibleRing="inside">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col">Module</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Module id:version</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Parameters</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {configuration.document.modules.map((m) => (
              <Table.Row key={`${m.module.id}-${m.instance}`}>
                <Table.Cell fontWeight="medium">{name(m.module.id, m.instance)}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">{moduleRef(m.module)}</Table.Cell>
                <Table.Cell>{namedParameters(m).join(', ') || 'None'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Heading as="h4" size="xs">Connections</Heading>
      {connections.length ? (
        <Stack as="ul" gap="1" textStyle="sm" listStyleType="disc" ps="5">
          {connections.map((c, index) => (
            <li key={index}>
              {name(c.sourceModule, c.sourceInstance)} ({c.sourceConnector}) → {name(c.targetModule, c.targetInstance)} ({c.targetConnector})
            </li>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">No connections</Text>
      )}
    </Stack>
  );
}

/** Per product ordered: its configuration's modules with their parameters and connections, names resolved (§2.5). */
export function OrderConfigurations({ products }: { products: readonly OrderedProduct[] }) {
  if (!products.length) return <Text color="fg.muted">No configured products</Text>;
  return (
    <Stack gap="4">
      {products.map(({ productConfiguration: ref, quantity }) => (
        <Card.Root key={`${ref.id}:${ref.version}`} size="sm">
          <Card.Header>
            <Card.Title as="h3" textStyle="md">
              {ref.resource?.name ?? UNAVAILABLE} × {quantity}
            </Card.Title>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">{moduleRef(ref)}</Text>
          </Card.Header>
          <Card.Body>
            {ref.resource ? <ConfigurationDetail id={ref.id} configuration={ref.resource} /> : <Text color="fg.muted">This configuration is gone or you may not read it.</Text>}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
