import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The 3D preview's place on the page (4:3), busy while `busyText` is given. */
export function PreviewFrame({ busyText, children }: { busyText?: string; children?: ReactNode }) {
  return (
    <Box position="relative" w="full" aspectRatio="4 / 3" bg="bg.muted" rounded="md" overflow="hidden" aria-busy={busyText !== undefined}>
      {children}
      {busyText !== undefined && (
        <Stack role="status" position="absolute" inset="0" align="center" justify="center" gap="3" p="4" color="fg.muted" textAlign="center">
          <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" aria-hidden="true" />
          <Text textStyle="sm">{busyText}</Text>
        </Stack>
      )}
    </Box>
  );
}
