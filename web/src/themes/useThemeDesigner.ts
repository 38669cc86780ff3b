import { useApolloClient, useQuery, skipToken } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  ApplyConfiguratorThemeDocument, ApplyThemeDocument, ConfiguratorThemeDocument, RegisterThemeDocument, ThemeDesignerWorkspaceDocument,
  ThemePresetsDocument, UpdateThemeDocument, type DesignedThemeFragment,
} from '../../gql/graphql.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { keyColoursOf, materialTheme } from '../theme/material.ts';
import { DEFAULT_COLOURS, heldTheme, sameColours, type DesignColours, type HeldTheme } from './design.ts';
import type { ThemeInfo } from './ThemeInfoDialog.tsx';

type Outcome<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** A mutation's answer: its payload's value, or the first thing wrong (payload error, GraphQL error or network). */
async function outcome<T>(work: () => Promise<{ errors: { message: string }[] } & T>): Promise<Outcome<T>> {
  try {
    const payload = await work();
    return payload.errors.length ? { error: payload.errors[0].message } : { value: payload };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const upper = (colour: string | null) => colour && colour.toUpperCase();

/** What the designer saves: the inputs, and the roles computed from them (the theme's properties). */
function themeDocument(name: string, colours: DesignColours) {
  const { light, dark } = materialTheme(colours);
  return {
    name,
    seed: colours.seed.toUpperCase(),
    trueColours: colours.trueColours,
    secondary: upper(colours.secondary),
    tertiary: upper(colours.tertiary),
    properties: { light, dark },
  };
}

/** Where Apply and Select put a theme: the configurator's theme (its Theme tab), else the workspace's (the staff app's colours). */
function useApplyTarget(configuratorId: string | undefined) {
  const client = useApolloClient();
  return async (theme: HeldTheme): Promise<Outcome<unknown>> => {
    if (configuratorId) {
      return outcome(async () => (await client.mutate({
        mutation: ApplyConfiguratorThemeDocument,
        variables: { id: configuratorId, theme: { id: theme.id, version: theme.version } },
      })).data!.patchPublishedConfigurator);
    }
    return outcome(async () => (await client.mutate({ mutation: ApplyThemeDocument, variables: { themeId: theme.id } })).data!.applyTheme);
  };
}

/**
 * The theme designer's state and actions (§2.11): the colours being designed, the registered theme it
 * holds, the roles computed from them, the presets, and Register, Apply and Select with their §8
 * messages. It starts from the configurator's theme in a configurator, else from the workspace's.
 */
export function useThemeDesigner(configuratorId?: string) {
  const client = useApolloClient();
  const workspaceQuery = useQuery(ThemeDesignerWorkspaceDocument);
  const configuratorQuery = useQuery(ConfiguratorThemeDocument, configuratorId ? { variables: { id: configuratorId } } : skipToken);
  const presetsQuery = useQuery(ThemePresetsDocument);
  const applyTo = useApplyTarget(configuratorId);
  const me = workspaceQuery.data?.me;
  const workspace = me?.workspace.alias;
  const roles = me?.user.roles ?? [];

  // undefined while unknown; null: nothing to start from (the default seed)
  const start: DesignedThemeFragment | null | undefined = configuratorId
    ? configuratorQuery.data && (configuratorQuery.data.publishedConfigurator?.document.theme?.resource ?? null)
    : me && (me.workspace.theme ?? null);

  const [colours, setColours] = useState<DesignColours>(DEFAULT_COLOURS);
  const [held, setHeld] = useState<HeldTheme | null>(null);
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState<'save' | 'apply' | 'select' | null>(null);
  useEffect(() => {
    if (started || start === undefined || !workspace) return;
    setStarted(true);
    if (!start) return;
    const theme = heldTheme(start, workspace);
    setHeld(theme);
    setColours(theme.colours);
  }, [start, workspace, started]);

  const theme = useMemo(() => materialTheme(colours), [colours]);
  const derived = useMemo(() => keyColoursOf({ seed: colours.seed, trueColours: colours.trueColours }), [colours.seed, colours.trueColours]);

  const hold = (saved: DesignedThemeFragment) => {
    const next = heldTheme(saved, workspace ?? '');
    setHeld(next);
    setColours(next.colours);
    return next;
  };

  /** Registers the design as a new theme, or updates the held one (a new version); null when it failed (and said so). */
  const save = async ({ name, asNew }: ThemeInfo): Promise<HeldTheme | null> => {
    setBusy('save');
    const document = themeDocument(name, colours);
    const result = held?.writable && !asNew
      ? await outcome(async () => (await client.mutate({ mutation: UpdateThemeDocument, variables: { id: held.id, patch: document, expectedHead: held.head } })).data!.patchTheme)
      : await outcome(async () => (await client.mutate({
        mutation: RegisterThemeDocument,
        variables: { document: { ...document, secondary: document.secondary ?? undefined, tertiary: document.tertiary ?? undefined } },
      })).data!.createTheme);
    setBusy(null);
    if (result.error !== undefined) {
      notify(messages.themeUpdateFailed(result.error));
      return null;
    }
    notify(messages.themeUpdated());
    return hold(result.value.theme!);
  };

  const apply = async (target: HeldTheme, kind: 'apply' | 'select'): Promise<boolean> => {
    setBusy(kind);
    const result = await applyTo(target);
    setBusy(null);
    notify(result.error !== undefined ? messages.themeUpdateFailed(result.error) : messages.themeUpdated());
    return result.error === undefined;
  };

  /** Select: the chosen preset becomes the theme, and the designer holds it. */
  const select = async (presetId: string | null) => {
    const preset = presetsQuery.data?.themes.items.find((item) => item.id === presetId)?.resource;
    if (!preset) return notify(messages.noThemeSelected());
    if (await apply(heldTheme(preset, workspace ?? ''), 'select')) hold(preset);
  };

  return {
    loading: !started,
    error: workspaceQuery.error ?? configuratorQuery.error,
    colours,
    change: (change: Partial<DesignColours>) => setColours((current) => ({ ...current, ...change })),
    theme,
    derived,
    held,
    /** the colours differ from the held theme's, or no theme is held yet: Apply saves first */
    unsaved: !held || !sameColours(held.colours, colours),
    presets: presetsQuery.data?.themes.items.flatMap((item) => (item.resource ? [item.resource] : [])) ?? [],
    presetsLoading: presetsQuery.loading,
    busy,
    /** guests may not register themes */
    mayRegister: roles.some((role) => role !== 'guest'),
    /** admins and editors apply themes to the workspace; in a configurator, whoever may change it */
    mayApply: configuratorId ? configuratorQuery.data?.publishedConfigurator?.permissions.write === true : roles.some((role) => role === 'admin' || role === 'editor'),
    save,
    apply: (target: HeldTheme) => apply(target, 'apply'),
    select,
  };
}

export type ThemeDesignerState = ReturnType<typeof useThemeDesigner>;
