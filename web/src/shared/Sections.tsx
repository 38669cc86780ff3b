import { Box, Heading, Table } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of the page: a region named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} minW="0">
      <Heading as="h2" id={id} size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

/** A summary table: one row per fact, its name as the row's header (the theme carries the table's look). */
export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Body>
        {rows.map(([name, value]) => (
          <Table.Row key={name}>
            <Table.ColumnHeader scope="row" w={{ base: '40%', sm: '12rem' }} color="fg.muted" fontWeight="medium">{name}</Table.ColumnHeader>
            <Table.Cell wordBreak="break-word">{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
