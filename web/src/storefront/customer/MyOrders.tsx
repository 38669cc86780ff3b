import { Button, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/format.ts';
import { publishedApi, type CustomerOrder } from '../api/published-api.ts';
import { formatMoney } from '../order/money.ts';

/** The signed-in customer's own orders at this configurator. */
export function MyOrders({ configuratorId, currency, prices, onBack }: { configuratorId: string; currency: string; prices: boolean; onBack: () => void }) {
  const [orders, setOrders] = useState<CustomerOrder[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    publishedApi.orders(configuratorId).then(
      ({ items }) => current && setOrders(items),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : 'Your orders could not be loaded'),
    );
    return () => {
      current = false;
    };
  }, [configuratorId]);
  return (
    <Stack gap="4" as="section" aria-labelledby="my-orders">
      <Heading as="h2" size="lg" id="my-orders">My orders</Heading>
      {failure && <Text color="fg.error" role="alert">{failure}</Text>}
      {!orders && !failure && <Spinner aria-label="Loading your orders" />}
      {orders?.length === 0 && <Text color="fg.muted">No orders</Text>}
      {orders && orders.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="My orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                {prices && <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{order.id}</Table.Cell>
                  <Table.Cell>{order.created ? formatDate(order.created) : 'Unavailable'}</Table.Cell>
                  <Table.Cell>{order.status ?? 'Unavailable'}</Table.Cell>
                  {prices && <Table.Cell textAlign="end">{order.totalPrice === undefined ? 'Unavailable' : formatMoney(order.totalPrice, order.currency ?? currency)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Button variant="outline" alignSelf="flex-start" onClick={onBack}>Back to the configuration</Button>
    </Stack>
  );
}
