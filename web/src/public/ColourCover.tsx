import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { readableOn } from '../shared/contrast.ts';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A designed cover for content whose cover is a colour (issue 22 §8): the colour fills the whole
 * block, a soft diagonal light and a joinery grid pattern give it depth, and the text on it takes the
 * colour that reads best there.
 */
export function ColourCover({ color, children, ...box }: { color: string; children: ReactNode } & BoxProps) {
  const base = HEX.test(color) ? color : '#006EB8';
  const ink = readableOn(base);
  return (
    <Box
      position="relative"
      bg={base}
      color={ink}
      bgImage={`linear-gradient(135deg, rgba(255,255,255,0.08) 0%, rgba(255,255,255,0) 55%), repeating-linear-gradient(90deg, rgba(0,0,0,0.06) 0 1px, transparent 1px 48px), repeating-linear-gradient(0deg, rgba(0,0,0,0.06) 0 1px, transparent 1px 48px)`}
      data-cover="colour"
      {...box}
    >
      {children}
    </Box>
  );
}
