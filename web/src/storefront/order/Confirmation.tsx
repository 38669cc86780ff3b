import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import type { PlacedOrder } from '../api/published-api.ts';
import { formatMoney } from './money.ts';

/** After ordering: the order number, what was ordered in sum, and ways on. */
export function Confirmation({ order, prices, onAgain, onOrders }: { order: PlacedOrder; prices: boolean; onAgain: () => void; onOrders?: () => void }) {
  return (
    <Stack gap="4" as="section" aria-labelledby="order-confirmed" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel">
      <HStack gap="3">
        <Text as="span" fontSize="3xl" color="green.600" aria-hidden="true"><LuCircleCheck /></Text>
        <Heading as="h2" size="xl" id="order-confirmed">Thank you for your order</Heading>
      </HStack>
      <Text>
        Your order number is <Text as="strong" fontWeight="bold">{order.id}</Text>. A confirmation is on its way by e-mail.
      </Text>
      <Text color="fg.muted">
        {order.totalItems} item{order.totalItems === 1 ? '' : 's'}
        {prices ? `, ${formatMoney(order.totalPrice, order.currency)} in total` : ''}. Status: {order.status}.
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button onClick={onAgain}>Configure another</Button>
        {onOrders && <Button variant="outline" onClick={onOrders}>My orders</Button>}
      </HStack>
    </Stack>
  );
}
