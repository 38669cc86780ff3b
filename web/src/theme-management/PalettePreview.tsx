import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useStyleClasses } from '../shared/styleClasses.ts';
import type { ColourRole, ColourRoles, MaterialTheme } from '../../../rules/colour-roles.ts';

/** Every role of §3, grouped as Material names them; the RGB triplets last. */
export const ROLE_GROUPS: { title: string; roles: ColourRole[] }[] = [
  { title: 'Primary', roles: ['primary', 'onPrimary', 'primaryContainer', 'onPrimaryContainer', 'inversePrimary'] },
  { title: 'Secondary', roles: ['secondary', 'onSecondary', 'secondaryContainer', 'onSecondaryContainer', 'inverseSecondary'] },
  { title: 'Tertiary', roles: ['tertiary', 'onTertiary', 'tertiaryContainer', 'onTertiaryContainer', 'inverseTertiary'] },
  { title: 'Error', roles: ['error', 'onError', 'errorContainer', 'onErrorContainer'] },
  {
    title: 'Background and surfaces',
    roles: [
      'background', 'onBackground', 'surfaceDim', 'surface', 'surfaceBright', 'surfaceContainerLowest', 'surfaceContainerLow',
      'surfaceContainer', 'surfaceContainerHigh', 'surfaceContainerHighest', 'onSurface', 'onSurfaceVariant',
    ],
  },
  { title: 'Outlines, inverse, scrim and shadow', roles: ['outline', 'outlineVariant', 'inverseSurface', 'inverseOnSurface', 'scrim', 'shadow'] },
  { title: 'RGB triplets', roles: ['primaryRgb', 'secondaryRgb', 'tertiaryRgb'] },
];

const ACCENTS = [
  ['primary', 'onPrimary', 'Primary'],
  ['secondary', 'onSecondary', 'Secondary'],
  ['tertiary', 'onTertiary', 'Tertiary'],
  ['error', 'onError', 'Error'],
  ['primaryContainer', 'onPrimaryContainer', 'Primary container'],
  ['secondaryContainer', 'onSecondaryContainer', 'Secondary container'],
  ['tertiaryContainer', 'onTertiaryContainer', 'Tertiary container'],
  ['errorContainer', 'onErrorContainer', 'Error container'],
] as const satisfies readonly (readonly [ColourRole, ColourRole, string])[];

const cssColour = (role: ColourRole, value: string) => (role.endsWith('Rgb') ? `rgb(${value})` : value);

/** Each accent and container with its on- colour as text, the way screens will use them. */
function Samples({ roles }: { roles: ColourRoles }) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
      {ACCENTS.map(([role, on, label]) => (
        <Flex key={role} bg={roles[role]} color={roles[on]} rounded="md" px="2" py="3" minH="14" align="flex-end">
          <Text textStyle="xs" fontWeight="semibold">{label}</Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

/**
 * A role's elements as Flex, Box, Stack and Text with their props would style them: some eighty rows of
 * five elements, plain elements with these classes (the swatch's own colours are inline styles, not a
 * class and a rule per colour).
 */
const roleSheet = () => ({
  row: [{ display: 'flex', alignItems: 'center' }, { gap: '2', minW: '0' }],
  swatch: { w: '6', h: '6', flexShrink: '0', rounded: 'sm', borderWidth: '1px' },
  names: { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' },
  role: { textStyle: 'xs', fontWeight: 'medium', truncate: true },
  value: { textStyle: 'xs', fontFamily: 'mono' },
});

function RoleRow({ role, value, outline }: { role: ColourRole; value: string; outline: string }) {
  const classes = useStyleClasses(roleSheet);
  return (
    <li className={classes.row} data-role={role}>
      <div aria-hidden className={classes.swatch} style={{ borderColor: outline, background: cssColour(role, value) }} />
      <div className={`chakra-stack ${classes.names}`}>
        <p className={classes.role} title={role}>{role}</p>
        <p className={classes.value}>{value}</p>
      </div>
    </li>
  );
}

/** One colour mode's palette, drawn on that mode's own surface so it reads as it will look. */
function ModePalette({ title, roles }: { title: string; roles: ColourRoles }) {
  return (
    <Box as="section" aria-label={`${title} palette`} bg={roles.surface} color={roles.onSurface} borderWidth="1px" borderColor={roles.outlineVariant} rounded="lg" p="4" minW="0">
      <Heading as="h3" size="md" mb="3">{title}</Heading>
      <Samples roles={roles} />
      {ROLE_GROUPS.map((group) => (
        <Box key={group.title} mt="4">
          <Heading as="h4" size="xs" mb="2">{group.title}</Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={2} gap="2">
            {group.roles.map((role) => <RoleRow key={role} role={role} value={roles[role]} outline={roles.outlineVariant} />)}
          </SimpleGrid>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The palette preview (§2.11): every Material 3 role of the designed theme, light and dark. Some five
 * hundred elements: drawn again only when the theme changes, not when the designer around it does.
 */
export const PalettePreview = memo(function PalettePreview({ theme }: { theme: MaterialTheme }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" minW="0">
      <ModePalette title="Light" roles={theme.light} />
      <ModePalette title="Dark" roles={theme.dark} />
    </SimpleGrid>
  );
});
