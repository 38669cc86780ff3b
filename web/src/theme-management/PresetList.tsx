import { Box, Button, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DesignedThemeFragment } from './gql/graphql.ts';

const Radio = chakra('input');

export interface PresetListProps {
  presets: DesignedThemeFragment[];
  loading: boolean;
  chosen: string | null;
  onChoose: (id: string) => void;
  /** Select: the chosen preset becomes the theme (or says none is chosen) */
  onSelect: () => void;
  busy?: boolean;
  disabled?: boolean;
}

/** The preset themes (§2.11: only public themes), one to choose, and Select. */
export function PresetList({ presets, loading, chosen, onChoose, onSelect, busy, disabled }: PresetListProps) {
  return (
    <Stack gap="3">
      <Box as="fieldset" minW="0" aria-busy={loading}>
        <Box as="legend" srOnly>Preset themes</Box>
        {loading ? (
          <Stack gap="2">
            {[0, 1, 2].map((i) => <Skeleton key={i} h="9" />)}
          </Stack>
        ) : presets.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">No public themes yet. Share one of your themes as public to offer it here.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1" maxH="64" overflowY="auto">
            {presets.map((preset) => (
              <li key={preset.id}>
                <Flex as="label" align="center" gap="3" px="2" py="1.5" rounded="md" cursor="pointer" _hover={{ bg: 'bg.muted' }} bg={chosen === preset.id ? 'primary.subtle' : undefined}>
                  <Radio type="radio" name="preset" value={preset.id} checked={chosen === preset.id} onChange={() => onChoose(preset.id)} accentColor="var(--m3-primary)" />
                  <Box aria-hidden w="5" h="5" rounded="full" borderWidth="1px" borderColor="border.emphasized" bg={preset.document.seed.startsWith('#') ? preset.document.seed : `#${preset.document.seed}`} flexShrink="0" />
                  <Text textStyle="sm" truncate>{preset.document.name}</Text>
                </Flex>
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Button alignSelf="flex-start" onClick={onSelect} loading={busy} disabled={disabled || loading}>Select</Button>
    </Stack>
  );
}
