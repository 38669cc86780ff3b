import { Alert, Stack } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { DataTable, type DataTableProps } from '../shared/table/DataTable.tsx';

export interface ListScreenProps<Row extends RowData> extends DataTableProps<Row> {
  title: string;
  subtitle: string;
  /** what the list holds, for the failure: 'workspaces' */
  what: string;
  error: Error | undefined;
  /** below the table: its dialogs */
  children?: ReactNode;
}

/** A superadmin screen: its heading, the generic 'Oops!' alert (§8) when the list fails, and the one data table. */
export function ListScreen<Row extends RowData>({ title, subtitle, what, error, children, ...table }: ListScreenProps<Row>) {
  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title={title} subtitle={subtitle} />
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>The {what} could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      <DataTable<Row> {...table} />
      {children}
    </Stack>
  );
}
