// The theme designer (application.md §2.11, §5, §8): the colour input rules, the roles computed by
// material-color-utilities, and the designer's dialog, buttons and messages over a stand-in gateway.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import {
  argbFromHex, Contrast, Hct, hexFromArgb, lstarFromArgb, MaterialDynamicColors, SchemeFidelity, SchemeTonalSpot,
} from '@material/material-color-utilities';
import { screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../web/src/shared/toaster.tsx';
import { keyColoursOf, materialTheme } from '../../rules/colour-scheme.ts';
import { COLOUR_ROLES, colourFromInput, rolesFromProperties } from '../../rules/colour-roles.ts';
import { accentTint } from '../../web/src/app-theme/system.ts';
import { defaultThemeName } from '../../web/src/theme-management/design.ts';
import { ThemeDesigner } from '../../web/src/theme-management/ThemeDesigner.tsx';
import { renderUi } from './render.tsx';

describe('colour input (§5)', () => {
  it('takes six hex digits with an optional #, and nothing else', () => {
    expect(colourFromInput('#006EB8')).toBe('#006eb8');
    expect(colourFromInput('006eb8')).toBe('#006eb8');
    expect(colourFromInput(' #ABCDEF ')).toBe('#abcdef');
    expect(colourFromInput('123456')).toBe('#123456');
    for (const wrong of ['#12345', '#1234567', 'brown', '#12345g', '##123456', '', '0x006EB8']) expect(colourFromInput(wrong), wrong).toBeNull();
  });

  it('reads a 10-digit number as ARGB', () => {
    expect(colourFromInput(String(0xff006eb8))).toBe('#006eb8');
    expect(colourFromInput(0xff8a5a2b)).toBe('#8a5a2b');
    expect(colourFromInput('4294967295')).toBe('#ffffff');
    expect(colourFromInput('4278190080')).toBe('#000000');
    expect(colourFromInput('4294967296'), 'more than 32 bits').toBeNull();
    expect(colourFromInput('12345678901'), '11 digits').toBeNull();
    expect(colourFromInput('123456789'), '9 digits').toBeNull();
  });
});

describe('roles (§3), computed by material-color-utilities', () => {
  const libraryRole = (scheme: SchemeTonalSpot | SchemeFidelity, role: 'primary' | 'primaryContainer' | 'surface' | 'onSecondaryContainer') =>
    hexFromArgb(MaterialDynamicColors[role].getArgb(scheme));

  it('a seed alone gives the tonal-spot scheme, light and dark', () => {
    const seed = Hct.fromInt(argbFromHex('#8A5A2B'));
    const theme = materialTheme('#8A5A2B');
    for (const [roles, dark] of [[theme.light, false], [theme.dark, true]] as const) {
      const scheme = new SchemeTonalSpot(seed, dark, 0);
      for (const role of ['primary', 'primaryContainer', 'surface', 'onSecondaryContainer'] as const) expect(roles[role], role).toBe(libraryRole(scheme, role));
    }
  });

  it("'Stay true to color inputs' gives the fidelity scheme: the primary container is the seed", () => {
    const theme = materialTheme({ seed: '#B5523B', trueColours: true });
    const scheme = new SchemeFidelity(Hct.fromInt(argbFromHex('#B5523B')), false, 0);
    expect(theme.light.primaryContainer).toBe(libraryRole(scheme, 'primaryContainer'));
    expect(theme.light.primaryContainer).not.toBe(materialTheme('#B5523B').light.primaryContainer);
  });

  it('secondary and tertiary key colours replace those palettes; with true colours they keep their chroma', () => {
    const plain = materialTheme('#006EB8');
    const keyed = materialTheme({ seed: '#006EB8', secondary: '#2E7D32', tertiary: '#C62828' });
    expect(keyed.light.primary).toBe(plain.light.primary);
    expect(keyed.light.secondary).not.toBe(plain.light.secondary);
    const hue = (hex: string) => Hct.fromInt(argbFromHex(hex)).hue;
    expect(Math.abs(hue(keyed.light.secondaryContainer) - hue('#2E7D32'))).toBeLessThan(10);
    expect(Math.abs(hue(keyed.light.tertiaryContainer) - hue('#C62828'))).toBeLessThan(10);
    const chroma = (hex: string) => Hct.fromInt(argbFromHex(hex)).chroma;
    const trueKey = keyColoursOf({ seed: '#006EB8', secondary: '#2E7D32', trueColours: true });
    expect(Math.abs(chroma(trueKey.secondary) - chroma('#2E7D32'))).toBeLessThan(3);
    expect(chroma(keyColoursOf({ seed: '#006EB8', secondary: '#2E7D32' }).secondary)).toBeLessThan(chroma('#2E7D32') / 2);
  });

  it('stored roles are used only when every role is a colour', () => {
    const { light } = materialTheme('#006EB8');
    expect(rolesFromProperties({ ...light })).toEqual(light);
    const { shadow: _missing, ...partial } = light;
    expect(rolesFromProperties(partial)).toBeNull();
    expect(rolesFromProperties({ ...light, primary: 'blue' })).toBeNull();
    expect(rolesFromProperties({ ...light, primaryRgb: '#ffffff' })).toBeNull();
  });
});

describe("the staff app's colours from any theme", () => {
  const contrast = (a: string, b: string) => Contrast.ratioOfTones(lstarFromArgb(argbFromHex(a)), lstarFromArgb(argbFromHex(b)));

  it('keep accent text readable on its tint, whatever the seed and true colours', () => {
    for (const seed of ['#006EB8', '#8A5A2B', '#FFD600', '#00FF00', '#5B7F5A', '#E91E63', '#000000', '#FFFFFF']) {
      for (const trueColours of [false, true]) {
        const theme = materialTheme({ seed, trueColours });
        for (const roles of [theme.light, theme.dark]) {
          for (const accent of ['primary', 'secondary', 'tertiary', 'error'] as const) {
            const { tint, onTint } = accentTint(roles, accent);
            const where = `${seed} ${trueColours ? 'true colours' : 'tonal spot'} ${accent}`;
            expect(contrast(roles[accent], tint), `${where}: accent on tint`).toBeGreaterThanOrEqual(4.5);
            expect(contrast(onTint, tint), `${where}: text on tint`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it('keep the container as the tint where the accent reads on it (the default theme)', () => {
    const { light, dark } = materialTheme('#006EB8');
    expect(accentTint(light, 'primary')).toEqual({ tint: light.primaryContainer, onTint: light.onPrimaryContainer });
    expect(accentTint(dark, 'tertiary')).toEqual({ tint: dark.tertiaryContainer, onTint: dark.onTertiaryContainer });
  });
});

describe('the default theme name (§5)', () => {
  it('is a timestamp plus configuratorTheme', () => {
    expect(defaultThemeName(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05 configuratorTheme');
  });
});

// ---- the designer over a stand-in gateway ----

const ws = { __typename: 'Workspace', alias: 'demo' } as const;

function themeFragment(id: string, name: string, seed: string, extra: Partial<{ workspace: string; write: boolean; version: number }> = {}) {
  return {
    __typename: 'Theme',
    id,
    version: extra.version ?? 1,
    head: extra.version ?? 1,
    name,
    workspace: { __typename: 'Workspace', alias: extra.workspace ?? 'demo' },
    permissions: { __typename: 'Permissions', write: extra.write ?? true },
    document: { __typename: 'ThemeDocument', name, seed, secondary: null, tertiary: null, trueColours: false, properties: null },
  };
}

interface Gateway {
  roles: string[];
  presets: ReturnType<typeof themeFragment>[];
  /** the errors each mutation answers, by operation name */
  failing: Record<string, string>;
  /** the configurator the designer is in (its Theme tab), if any */
  configurator?: { id: string; write: boolean; theme: ReturnType<typeof themeFragment> | null };
  calls: { operation: string; variables: Record<string, any> }[];
}

function designerClient(gateway: Gateway) {
  const answer = (operation: string, variables: Record<string, any>): Record<string, unknown> => {
    const errors = gateway.failing[operation] ? [{ __typename: 'UserError', field: null, code: 'BAD_REQUEST', message: gateway.failing[operation] }] : [];
    switch (operation) {
      case 'ThemeDesignerWorkspace':
        return { me: { __typename: 'Me', user: { __typename: 'User', email: 'editor@demo.joinery.test', roles: gateway.roles }, workspace: { ...ws, themeId: null, theme: null } } };
      case 'ThemePresets':
        return { themes: { __typename: 'ThemePage', items: gateway.presets.map((p) => ({ __typename: 'ThemeRow', id: p.id, resource: p })) } };
      case 'RegisterTheme':
        return { createTheme: { __typename: 'ThemePayload', theme: errors.length ? null : themeFragment('b'.repeat(24), variables.document.name, variables.document.seed), errors } };
      case 'ConfiguratorTheme': {
        const c = gateway.configurator!;
        const theme = c.theme && { __typename: 'ThemeRef', id: c.theme.id, version: c.theme.version, resource: c.theme };
        return { publishedConfigurator: { __typename: 'PublishedConfigurator', id: c.id, version: 3, permissions: { __typename: 'Permissions', write: c.write }, document: { __typename: 'PublishedConfiguratorDocument', theme } } };
      }
      case 'ApplyConfiguratorTheme':
        return {
          patchPublishedConfigurator: {
            __typename: 'PublishedConfiguratorPayload',
            publishedConfigurator: { __typename: 'PublishedConfigurator', id: variables.id, version: 4, document: { __typename: 'PublishedConfiguratorDocument', theme: { __typename: 'ThemeRef', ...variables.theme } } },
            errors,
          },
        };
      case 'ApplyTheme':
        return { applyTheme: { __typename: 'ApplyThemePayload', workspace: errors.length ? null : { ...ws, themeId: variables.themeId, theme: null }, errors } };
      default:
        throw new Error(`the stand-in gateway does not answer ${operation}`);
    }
  };
  const link = new ApolloLink((operation) => {
    gateway.calls.push({ operation: operation.operationName!, variables: operation.variables });
    const mutation = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    return of({ data: { __typename: mutation ? 'Mutation' : 'Query', ...answer(operation.operationName!, operation.variables) } });
  });
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { Me: { keyFields: [] }, Workspace: { keyFields: ['alias'] } } }) });
}

function renderDesigner(over: Partial<Gateway> = {}) {
  const gateway: Gateway = { roles: ['editor'], presets: [], failing: {}, calls: [], ...over };
  const result = renderUi(
    <ApolloProvider client={designerClient(gateway)}>
      <ThemeDesigner configuratorId={gateway.configurator?.id} />
      <Toaster />
    </ApolloProvider>,
  );
  return { ...result, gateway };
}

const shownRole = (mode: 'Light' | 'Dark', role: string) =>
  within(screen.getByRole('region', { name: `${mode} palette` })).getByText(role).closest('li')!.textContent!.replace(role, '');

// each renders the whole designer (two palettes of every role): slow under a busy machine
describe('the theme designer', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews every role of §3 in light and dark, from the default seed', async () => {
    renderDesigner();
    await screen.findByText('A new theme, not registered yet');
    const theme = materialTheme('#006EB8');
    for (const mode of ['Light', 'Dark'] as const) {
      for (const role of COLOUR_ROLES) expect(shownRole(mode, role), `${mode} ${role}`).toBe(theme[mode === 'Light' ? 'light' : 'dark'][role]);
    }
    expect(screen.getByLabelText('Seed colour')).toHaveValue('#006EB8');
  });

  it('takes a typed seed, ARGB numbers included, and recomputes the roles', async () => {
    const { user } = renderDesigner();
    await screen.findByText('A new theme, not registered yet');
    const input = screen.getByLabelText('Seed colour');
    await user.clear(input);
    await user.paste(String(0xff8a5a2b));
    expect(screen.getByLabelText('Seed colour picker')).toHaveValue('#8a5a2b');
    expect(shownRole('Light', 'primary')).toBe(materialTheme('#8A5A2B').light.primary);
    await user.tab();
    expect(input).toHaveValue('#8A5A2B');
  });

  it('logs an invalid hex as not valid and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderDesigner();
    await screen.findByText('A new theme, not registered yet');
    const before = shownRole('Light', 'primary');
    const input = screen.getByLabelText('Seed colour');
    await user.clear(input);
    await user.paste('#12345');
    await user.keyboard('{Enter}');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not a valid hex colour'));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    expect(screen.getByLabelText('Seed colour picker')).toHaveValue('#006eb8');
    expect(shownRole('Light', 'primary')).toBe(before);
  });

  it("registers through 'Update theme information.' with the timestamped default name, and says so", async () => {
    const { user, gateway } = renderDesigner();
    await screen.findByText('A new theme, not registered yet');
    await user.click(screen.getByRole('checkbox', { name: 'Stay true to color inputs' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update theme information.' });
    const name = within(dialog).getByLabelText('Theme name');
    expect((name as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} configuratorTheme$/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    const sent = gateway.calls.find((c) => c.operation === 'RegisterTheme')!.variables.document;
    expect(sent.name, 'an empty name is the default one').toMatch(/ configuratorTheme$/);
    expect(sent.seed).toBe('#006EB8');
    expect(sent.trueColours).toBe(true);
    expect(sent.properties.light).toEqual(materialTheme({ seed: '#006EB8', trueColours: true }).light);
    expect(sent.properties.dark).toEqual(materialTheme({ seed: '#006EB8', trueColours: true }).dark);
    expect(await screen.findByTestId('designed-theme')).toHaveTextContent(sent.name);
  });

  it("Apply on an unregistered design registers it first, then applies it to the workspace", async () => {
    const { user, gateway } = renderDesigner();
    await screen.findByText('A new theme, not registered yet');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update theme information.' });
    await user.clear(within(dialog).getByLabelText('Theme name'));
    await user.paste('Walnut');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gateway.calls.map((c) => c.operation)).toContain('ApplyTheme'));
    expect(gateway.calls.find((c) => c.operation === 'RegisterTheme')!.variables.document.name).toBe('Walnut');
    expect(gateway.calls.find((c) => c.operation === 'ApplyTheme')!.variables).toEqual({ themeId: 'b'.repeat(24) });
  });

  it("says 'Error updating theme' with the gateway's reason when registering fails", async () => {
    const { user } = renderDesigner({ failing: { RegisterTheme: 'document.name must NOT have more than 200 characters' } });
    await screen.findByText('A new theme, not registered yet');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating theme')).toBeInTheDocument();
    expect(screen.getByText('document.name must NOT have more than 200 characters')).toBeInTheDocument();
  });

  it("offers only the public presets; Select without a choice warns 'No theme selected'", async () => {
    const presets = [themeFragment('c'.repeat(24), 'Sage', '#5B7F5A', { workspace: 'birch', write: false })];
    const { user, gateway } = renderDesigner({ presets });
    await screen.findByText('Sage');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Select a theme from the list.')).toBeInTheDocument();
    expect(screen.getByText('No theme selected')).toBeInTheDocument();
    expect(gateway.calls.some((c) => c.operation === 'ApplyTheme')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Sage' }));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(gateway.calls.find((c) => c.operation === 'ApplyTheme')?.variables).toEqual({ themeId: 'c'.repeat(24) }));
    await waitFor(() => expect(screen.getByTestId('designed-theme')).toHaveTextContent('Sage'));
    await waitFor(() => expect(screen.getByLabelText('Seed colour')).toHaveValue('#5B7F5A'));
  });

  it('lets users register but not apply, and guests neither', async () => {
    const { unmount } = renderDesigner({ roles: ['user'] });
    await screen.findByText("Only the workspace's admins and editors may apply a theme.");
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    unmount();
    renderDesigner({ roles: ['guest'] });
    await screen.findByText("Only the workspace's admins and editors may apply a theme.");
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it("in a configurator's Theme tab, starts from its theme and applies to the configurator, at the version designed", async () => {
    const configurator = { id: 'd'.repeat(24), write: true, theme: themeFragment('e'.repeat(24), 'Oak & Ash', '#8A5A2B', { version: 2 }) };
    const { user, gateway } = renderDesigner({ configurator });
    await waitFor(() => expect(screen.getByTestId('designed-theme')).toHaveTextContent('Oak & Ash'));
    await waitFor(() => expect(screen.getByLabelText('Seed colour')).toHaveValue('#8A5A2B'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Theme updated successfully')).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operation === 'ApplyConfiguratorTheme')!.variables).toEqual({ id: 'd'.repeat(24), theme: { id: 'e'.repeat(24), version: 2 } });
    expect(gateway.calls.some((c) => c.operation === 'ApplyTheme'), "the workspace's theme is left alone").toBe(false);
  });

  it('in a configurator the user may not change, says so and does not apply', async () => {
    renderDesigner({ roles: ['editor'], configurator: { id: 'd'.repeat(24), write: false, theme: null } });
    await screen.findByText('You may not change this configurator.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
  });
});
