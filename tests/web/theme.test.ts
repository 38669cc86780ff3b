// @vitest-environment node
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { materialTheme } from '../../rules/colour-scheme.ts';
import { DEFAULT_SEED, FALLBACK_SEED, normaliseHex, seedOf } from '../../rules/colour-roles.ts';
import { createAppSystem } from '../../web/src/app-theme/system.ts';

const DEFAULT_THEME_FILE = new URL('../../web/src/app-theme/default-theme.json', import.meta.url);

describe('theme from a seed colour', () => {
  it('takes the default seed without a theme and the fallback for an unusable one', () => {
    assert.equal(seedOf(undefined), DEFAULT_SEED);
    assert.equal(seedOf(''), DEFAULT_SEED);
    assert.equal(seedOf('8A5A2B'), '#8a5a2b');
    assert.equal(seedOf('#8a5a2b'), '#8a5a2b');
    assert.equal(seedOf('brown'), FALLBACK_SEED);
    assert.equal(seedOf('#12345'), FALLBACK_SEED);
    assert.equal(normaliseHex(' #ABCDEF '), '#abcdef');
    assert.equal(normaliseHex('#abcdefa'), null);
  });

  it('computes every Material role for light and dark, with RGB triplets', () => {
    const theme = materialTheme(DEFAULT_SEED);
    for (const roles of [theme.light, theme.dark]) {
      for (const [role, value] of Object.entries(roles)) {
        if (role.endsWith('Rgb')) assert.match(value, /^\d{1,3}, \d{1,3}, \d{1,3}$/, role);
        else assert.match(value, /^#[0-9a-f]{6}$/, role);
      }
      for (const role of ['primary', 'onPrimary', 'primaryContainer', 'inversePrimary', 'inverseSecondary', 'inverseTertiary', 'surfaceDim', 'surfaceContainerLowest', 'surfaceContainerHighest', 'scrim', 'shadow']) {
        assert.ok(role in roles, role);
      }
    }
    assert.notEqual(theme.light.surface, theme.dark.surface, 'dark mode has its own surfaces');
    // a brown seed gives a warm primary: red above blue
    const [r, , b] = materialTheme('#8A5A2B').light.primaryRgb.split(', ').map(Number);
    assert.ok(r > b);
  });

  it('maps the roles onto Chakra tokens, light and dark', () => {
    const theme = materialTheme(DEFAULT_SEED);
    const system = createAppSystem(theme);
    const css = JSON.stringify(system.getTokenCss());
    assert.ok(css.includes(theme.light.primary), 'primary (light) is a token');
    assert.ok(css.includes(theme.dark.primary), 'primary (dark) is a token');
    assert.ok(system.token('colors.primary.solid'));
  });

  it('ships the default theme precomputed (npx vitest run theme with UPDATE_THEME=1 rewrites it)', () => {
    const expected = `${JSON.stringify(materialTheme(DEFAULT_SEED), null, 2)}\n`;
    if (process.env.UPDATE_THEME) writeFileSync(DEFAULT_THEME_FILE, expected);
    assert.equal(readFileSync(DEFAULT_THEME_FILE, 'utf8'), expected, 'web/src/app-theme/default-theme.json is stale: run UPDATE_THEME=1 npx vitest run tests/web/theme');
  });
});
