import { Alert, Link, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { moduleRef, outdatedModules, type LineItem } from './orderDetail.ts';

/** The line items (§3: name, module id:version, quantity, per, price, sku, instances, nProductionParts). */
export function LineItemsTable({ items }: { items: readonly LineItem[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Line items table" focusVisibleRing="inside">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {['Name', 'Module', 'Quantity', 'Per', 'Price', 'SKU', 'Instances', 'Production parts'].map((title) => (
              <Table.ColumnHeader key={title} scope="col">{title}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => (
            <Table.Row key={`${moduleRef(item.module)}-${index}`}>
              <Table.Cell fontWeight="medium">{item.name}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">{moduleRef(item.module)}</Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{item.per ?? 1}</Table.Cell>
              <Table.Cell>{item.properties?.price ?? ''}</Table.Cell>
              <Table.Cell>{item.sku ?? ''}</Table.Cell>
              <Table.Cell>{item.instances?.join(', ') ?? ''}</Table.Cell>
              <Table.Cell textAlign="end">{item.nProductionParts ?? 0}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Impact (B2): each ordered module that has a newer version says so, with a link to the product at the
 * ordered version, where the version history shows what changed since.
 */
export function ModuleImpact({ items }: { items: readonly LineItem[] }) {
  const outdated = outdatedModules(items);
  if (!outdated.length) return null;
  return (
    <Stack gap="2">
      {outdated.map((module) => (
        <Alert.Root key={`${module.id}:${module.ordered}`} status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              uses {module.name} v{module.ordered}; v{module.head} is current.{' '}
              <Link asChild fontWeight="medium" textDecoration="underline">
                <RouterLink to={`/products/${module.id}?version=${module.ordered}`}>See what changed</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
