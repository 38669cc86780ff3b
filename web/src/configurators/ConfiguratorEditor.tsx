import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Center, Spinner, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useOutletContext, useParams } from 'react-router';
import {
  ConfiguratorDetailsDocument, ConfiguratorVersionDocument, PatchConfiguratorDocument, type PublishedConfiguratorPatchInput,
} from './gql/graphql.ts';
import type { Me } from '../frame/Frame.tsx';
import { CONFIGURATOR_SETTINGS_SUBMENU } from '../frame/menus.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { BackLink } from '../shared/BackLink.tsx';
import { SubMenu } from '../shared/SubMenu.tsx';
import { useViewedVersion } from '../versions/useViewedVersion.ts';
import { ViewedVersionNotice } from '../versions/ViewedVersionNotice.tsx';
import { forgetConfiguratorLists } from './cache.ts';
import type { Configurator, ConfiguratorEditorContext, SaveResult } from './editor-context.ts';
import { PublishControls } from './PublishControls.tsx';

const notFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/** Patches the head expecting the version on screen; a save made by someone else in between is said so. */
function useSave(id: string, head: number | undefined) {
  const [patch] = useMutation(PatchConfiguratorDocument, { update: forgetConfiguratorLists });
  return useCallback(
    async (changes: PublishedConfiguratorPatchInput): Promise<SaveResult> => {
      try {
        const { data } = await patch({ variables: { id, patch: changes, expectedHead: head } });
        const payload = data?.patchPublishedConfigurator;
        const [error] = payload?.errors ?? [];
        if (error || !payload?.publishedConfigurator) {
          const stale = error?.code === 'PRECONDITION_FAILED';
          const message = stale ? 'Someone else saved this configurator in the meantime. Reload to see their changes, then make yours again.' : error?.message ?? 'Not saved';
          // a field of the document is named under the mutation's patch argument
          return { ok: false, message, stale, field: error?.field?.replace(/^patch\./, '') };
        }
        return { ok: true, configurator: payload.publishedConfigurator };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error), stale: false };
      }
    },
    [patch, id, head],
  );
}

/**
 * /configurators/{id}: one configurator, its publishing and its global settings (§2.2: General,
 * Authentication, Theme, Images, Features), each a sub-route. `?version=n` shows an older version
 * read-only, as the header's version history opens it.
 */
export function ConfiguratorEditor() {
  const { id = '' } = useParams();
  const details = useQuery(ConfiguratorDetailsDocument, { variables: { id } });
  const head = details.data?.publishedConfigurator ?? undefined;
  const { asked, open } = useViewedVersion('publishedconfigurators', id, head?.head);
  const viewing = head && asked !== undefined && asked !== head.head ? asked : undefined;
  const older = useQuery(ConfiguratorVersionDocument, { variables: { id, version: viewing ?? 1 }, skip: viewing === undefined, fetchPolicy: 'no-cache' });
  const shown: Configurator | undefined = viewing === undefined ? head : older.data?.publishedConfigurator ?? undefined;
  const save = useSave(id, head?.head);

  const limits = useOutletContext<Me | undefined>()?.workspace.limits;
  const context = useMemo<ConfiguratorEditorContext | null>(
    () =>
      shown && head
        ? { configurator: shown, readOnly: viewing !== undefined || !head.permissions.write, save, reload: () => void details.refetch(), limits }
        : null,
    [shown, head, viewing, save, details, limits],
  );

  if (notFound(details.error) || notFound(older.error) || (details.data && !details.data.publishedConfigurator)) return <Navigate to="/404" replace />;
  const error = details.error ?? older.error;
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!context || !head) {
    return (
      <Center minH="40">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack gap="0" minW="0">
      <Box>
        <BackLink to="/configurators" label="Configurators" />
      </Box>
      <ScreenHeading title={head.name ?? 'Configurator'} subtitle="CONFIGURATOR" />
      {viewing === undefined && <PublishControls configurator={head} readOnly={context.readOnly} save={save} />}
      {viewing !== undefined && (
        <Box mb="4">
          <ViewedVersionNotice version={viewing} head={head.head} onLatest={() => open(head.head)} />
        </Box>
      )}
      <SubMenu entries={CONFIGURATOR_SETTINGS_SUBMENU.map((e) => ({ ...e, to: viewing ? `${e.to}?version=${viewing}` : e.to }))} label="Global settings" />
      <Box bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }} minW="0">
        <Outlet context={context} />
      </Box>
    </Stack>
  );
}
