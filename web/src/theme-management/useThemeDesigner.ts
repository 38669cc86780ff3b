import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  ApplyConfiguratorThemeDocument, ApplyThemeDocument, ConfiguratorThemeDocument, RegisterThemeDocument, ThemeDesignerWorkspaceDocument,
  ThemePresetsDocument, UpdateThemeDocument, type DesignedThemeFragment,
} from './gql/graphql.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { keyColoursOf, materialTheme, themeDocument } from '../../../rules/colour-scheme.ts';
import { DEFAULT_COLOURS, heldTheme, sameColours, type DesignColours, type HeldTheme } from './design.ts';
import type { ThemeInfo } from './ThemeInfoDialog.tsx';

type Outcome<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** A mutation's answer: its payload, or the first thing wrong (a payload error, a GraphQL error or the network). */
async function outcome<T>(work: () => Promise<{ errors: { message: string }[] } & T>): Promise<Outcome<T>> {
  try {
    const payload = await work();
    return payload.errors.length ? { error: payload.errors[0].message } : { value: payload };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What the designer reads: who designs, the presets, and the theme it starts from (the configurator's
 * in a configurator, else the workspace's; undefined while unknown, null when there is none).
 */
function useDesignerSources(configuratorId: string | undefined) {
  const workspaceQuery = useQuery(ThemeDesignerWorkspaceDocument);
  const configuratorQuery = useQuery(ConfiguratorThemeDocument, configuratorId ? { variables: { id: configuratorId } } : skipToken);
  const presetsQuery = useQuery(ThemePresetsDocument);
  const me = workspaceQuery.data?.me;
  const configurator = configuratorQuery.data?.publishedConfigurator;
  const roles = me?.user.roles ?? [];
  const start: DesignedThemeFragment | null | undefined = configuratorId
    ? configuratorQuery.data && (configurator?.document.theme?.resource ?? null)
    : me && (me.workspace.theme ?? null);
  return {
    workspace: me?.workspace.alias,
    start,
    error: workspaceQuery.error ?? configuratorQuery.error,
    presets: presetsQuery.data?.themes.items.flatMap((item) => (item.resource ? [item.resource] : [])) ?? [],
    presetsLoading: presetsQuery.loading,
    /** guests may not register themes */
    mayRegister: roles.some((role) => role !== 'guest'),
    /** admins and editors apply themes to the workspace; in a configurator, whoever may change it */
    mayApply: configuratorId ? configurator?.permissions.write === true : roles.some((role) => role === 'admin' || role === 'editor'),
  };
}

/** The designer's writes through the gateway: register or update a theme, and apply one where the designer works. */
function useThemeWrites(configuratorId: string | undefined) {
  const client = useApolloClient();
  return {
    register: (document: ReturnType<typeof themeDocument>) =>
      outcome(async () => (await client.mutate({
        mutation: RegisterThemeDocument,
        variables: { document: { ...document, secondary: document.secondary ?? undefined, tertiary: document.tertiary ?? undefined } },
      })).data!.createTheme),
    update: (theme: HeldTheme, patch: ReturnType<typeof themeDocument>) =>
      outcome(async () => (await client.mutate({ mutation: UpdateThemeDocument, variables: { id: theme.id, patch, expectedHead: theme.head } })).data!.patchTheme),
    /** the configurator's theme (its Theme tab), at the version designed; else the workspace's (the staff app's colours) */
    apply: (theme: HeldTheme) =>
      configuratorId
        ? outcome(async () => (await client.mutate({
          mutation: ApplyConfiguratorThemeDocument,
          variables: { id: configuratorId, theme: { id: theme.id, version: theme.version } },
        })).data!.patchPublishedConfigurator)
        : outcome(async () => (await client.mutate({ mutation: ApplyThemeDocument, variables: { themeId: theme.id } })).data!.applyTheme),
  };
}

/**
 * The theme designer's state and actions (§2.11): the colours being designed, the registered theme it
 * holds, the roles computed from them, the presets, and Register, Apply and Select with their §8
 * messages.
 */
export function useThemeDesigner(configuratorId?: string) {
  const { workspace, start, ...sources } = useDesignerSources(configuratorId);
  const writes = useThemeWrites(configuratorId);
  const [colours, setColours] = useState<DesignColours>(DEFAULT_COLOURS);
  const [held, setHeld] = useState<HeldTheme | null>(null);
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState<'save' | 'apply' | 'select' | null>(null);

  const hold = (theme: DesignedThemeFragment) => {
    const next = heldTheme(theme, workspace ?? '');
    setHeld(next);
    setColours(next.colours);
    return next;
  };
  useEffect(() => {
    if (started || start === undefined || !workspace) return;
    setStarted(true);
    if (start) hold(start);
    // hold is remade each render; the start is taken once
  }, [start, workspace, started]);

  const theme = useMemo(() => materialTheme(colours), [colours]);
  const derived = useMemo(() => keyColoursOf({ seed: colours.seed, trueColours: colours.trueColours }), [colours.seed, colours.trueColours]);

  /** Registers the design as a new theme, or updates the held one (a new version); null when it failed (and said so). */
  const save = async ({ name, asNew }: ThemeInfo): Promise<HeldTheme | null> => {
    setBusy('save');
    const document = themeDocument(name, colours);
    const result = held?.writable && !asNew ? await writes.update(held, document) : await writes.register(document);
    setBusy(null);
    notify(result.error !== undefined ? messages.themeUpdateFailed(result.error) : messages.themeUpdated());
    return result.error !== undefined ? null : hold(result.value.theme!);
  };

  const apply = async (target: HeldTheme, kind: 'apply' | 'select'): Promise<boolean> => {
    setBusy(kind);
    const result = await writes.apply(target);
    setBusy(null);
    notify(result.error !== undefined ? messages.themeUpdateFailed(result.error) : messages.themeUpdated());
    return result.error === undefined;
  };

  /** Select: the chosen preset becomes the theme, and the designer holds it. */
  const select = async (presetId: string | null) => {
    const preset = sources.presets.find((item) => item.id === presetId);
    if (!preset) return notify(messages.noThemeSelected());
    if (await apply(heldTheme(preset, workspace ?? ''), 'select')) hold(preset);
  };

  return {
    ...sources,
    loading: !started,
    colours,
    change: (change: Partial<DesignColours>) => setColours((current) => ({ ...current, ...change })),
    theme,
    derived,
    held,
    /** the colours differ from the held theme's, or no theme is held yet: Apply saves first */
    unsaved: !held || !sameColours(held.colours, colours),
    busy,
    save,
    apply: (target: HeldTheme) => apply(target, 'apply'),
    select,
  };
}

export type ThemeDesignerState = ReturnType<typeof useThemeDesigner>;
