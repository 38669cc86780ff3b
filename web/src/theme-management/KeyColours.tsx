import { Box, Button, Collapsible, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { ColourField } from './ColourField.tsx';
import type { DesignColours } from './design.ts';

export interface KeyColoursProps {
  colours: DesignColours;
  /** the secondary and tertiary key colours the seed gives when none is chosen */
  derived: { secondary: string; tertiary: string };
  onChange: (change: Partial<DesignColours>) => void;
  disabled?: boolean;
}

const LABELS = { secondary: 'Secondary', tertiary: 'Tertiary' } as const;

function Swatch({ label, colour, note }: { label: string; colour: string; note: string }) {
  return (
    <Stack gap="1" align="center" flex="1" minW="0">
      <Box aria-hidden w="full" h="10" rounded="md" borderWidth="1px" borderColor="border.emphasized" bg={colour} />
      <Text textStyle="sm" fontWeight="medium">{label}</Text>
      <Text textStyle="xs" fontFamily="mono" color="fg.muted">{colour.toUpperCase()}</Text>
      <Text textStyle="xs" color="fg.muted">{note}</Text>
    </Stack>
  );
}

/**
 * The primary, secondary and tertiary key colours (§2.11). Primary is the seed; secondary and
 * tertiary follow the seed until the user picks their own, in the advanced hex editing.
 */
export function KeyColours({ colours, derived, onChange, disabled }: KeyColoursProps) {
  const secondary = colours.secondary ?? derived.secondary;
  const tertiary = colours.tertiary ?? derived.tertiary;
  return (
    <Stack gap="4">
      <HStack gap="3" align="flex-start">
        <Swatch label="Primary" colour={colours.seed} note="the seed" />
        <Swatch label="Secondary" colour={secondary} note={colours.secondary ? 'chosen' : 'from the seed'} />
        <Swatch label="Tertiary" colour={tertiary} note={colours.tertiary ? 'chosen' : 'from the seed'} />
      </HStack>
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm" w="full" justifyContent="space-between">
            Advanced hex editing
            <LuChevronDown aria-hidden />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="3" pt="3">
            <ColourField label="Primary key colour" value={colours.seed} onChange={(seed) => onChange({ seed })} disabled={disabled} />
            {(['secondary', 'tertiary'] as const).map((role) => (
              <Flex key={role} gap="2" align="flex-end">
                <Box flex="1" minW="0">
                  <ColourField
                    label={`${LABELS[role]} key colour`}
                    value={role === 'secondary' ? secondary : tertiary}
                    onChange={(colour) => onChange({ [role]: colour })}
                    disabled={disabled}
                  />
                </Box>
                <Button
                  variant="ghost"
                  size="sm"
                  mb="1"
                  aria-label={`${LABELS[role]} key colour from the seed`}
                  disabled={disabled || !colours[role]}
                  onClick={() => onChange({ [role]: null })}
                >
                  From seed
                </Button>
              </Flex>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
