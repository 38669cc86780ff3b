import { useApolloClient } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { MeDetailsDocument } from '../../gql/graphql.ts';
import type { Me } from '../frame/Frame.tsx';
import { COMPANY_SETTINGS_SUBMENU, PREFERENCES_SUBMENU } from '../frame/menus.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { SubMenu } from '../shared/SubMenu.tsx';

/** An admin-space screen: its heading, the section's sub-menu, and its panels. */
export function AdminScreen({ title, submenu, children }: { title: string; submenu?: 'preferences' | 'company-settings'; children: ReactNode }) {
  return (
    <>
      <ScreenHeading title={title} subtitle="SETTINGS AND PREFERENCES" />
      {submenu === 'preferences' && <SubMenu entries={[{ label: 'Preferences', to: '/admin-space/preferences' }, ...PREFERENCES_SUBMENU]} label="Preferences" />}
      {submenu === 'company-settings' && <SubMenu entries={[{ label: 'Company Settings', to: '/admin-space/company-settings' }, ...COMPANY_SETTINGS_SUBMENU]} label="Company settings" />}
      <Stack gap="4" maxW="4xl">{children}</Stack>
    </>
  );
}

/** One part of a screen: a titled panel. */
export function Panel({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }} aria-label={title}>
      <Heading as="h2" size="md" mb={description ? '1' : '4'}>{title}</Heading>
      {description && <Text color="fg.muted" textStyle="sm" mb="4">{description}</Text>}
      {children}
    </Box>
  );
}

/** The signed-in user and their workspace, as the frame loaded them. */
export const useMe = () => useOutletContext<Me>();

/** Reloads the frame's user and workspace (the header, the strip) after a change to them. */
export function useRefreshMe(): () => Promise<unknown> {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [MeDetailsDocument] });
}

/** Data from the REST API, with its failure in words and a way to load it again. */
export function useLoaded<T>(load: () => Promise<T>): { data: T | undefined; error: string | null; reload: () => Promise<void> } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}

/** Runs an action, reporting its refusal in the server's words. */
export function useAction(): { busy: boolean; failure: string | null; run: (action: () => Promise<unknown>) => Promise<boolean> } {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
