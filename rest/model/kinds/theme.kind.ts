import { Type } from '@sinclair/typebox';
import { Enum, HexColour, LOGIN_TYPES, MapOf, Name, Obj, SIGNUP_TYPES } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** a role's colour: `#rrggbb`, or for the RGB triplet roles (primaryRgb …) 'r, g, b' (application.md §3) */
const RoleColour = Type.String({ pattern: '^(#[0-9A-Fa-f]{6}|\\d{1,3}, ?\\d{1,3}, ?\\d{1,3})$', description: "a colour: #rrggbb, or an RGB triplet 'r, g, b'" });

/** colour role (primary, onPrimary, surfaceContainerLow …) → colour */
const ColourSet = MapOf(Type.String({ pattern: '^[A-Za-z]+$', minLength: 1, maxLength: 60, description: 'a colour role name: letters only' }), RoleColour, { maxProperties: 200 });

export const themeKind = defineKind({
  kind: 'theme',
  label: 'Theme',
  collection: 'themes',
  idParam: 'themeId',
  one: 'Theme',
  many: 'Themes',
  titleField: 'name',
  hasSummary: true,
  schema: Obj({
    name: Name,
    seed: HexColour,
    /** 'Stay true to color inputs' */
    trueColours: Type.Optional(Type.Boolean()),
    secondary: Type.Optional(HexColour),
    tertiary: Type.Optional(HexColour),
    properties: Type.Optional(Obj({ light: Type.Optional(ColourSet), dark: Type.Optional(ColourSet) })),
    auth: Type.Optional(Obj({ loginType: Enum(LOGIN_TYPES), signupType: Enum(SIGNUP_TYPES), emailPassword: Type.Boolean() })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' })),
  }),
  refs: [],
  filters: text('name', 'seed'),
  row: Obj({ name: Type.String(), seed: Type.String() }),
  subresources: [],
  list: (t) => ({ name: t.name, seed: t.seed }),
});
