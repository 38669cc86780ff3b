import { Box, Center, Image } from '@chakra-ui/react';
import { AVATAR_SIZE } from '../shared/constants.ts';
import { initials } from '../shared/format.ts';

/**
 * A round picture or the §9 letters avatar, drawn without Chakra's Avatar: the frame's own avatars
 * (shared/LettersAvatar.tsx) then stay in the frame's chunk instead of a chunk shared with these
 * screens, which would put more JavaScript on every signed-in page's first load.
 */
export function Initials({ name, size = AVATAR_SIZE, background = '#000000', color = '#FFFFFF', src, label }: {
  name: string;
  size?: number;
  background?: string;
  color?: string;
  src?: string;
  label?: string;
}) {
  return (
    <Box position="relative" boxSize={`${size}px`} flexShrink="0" role="img" aria-label={label ?? name} title={name}>
      <Center boxSize="full" rounded="full" bg={background} color={color} fontSize={`${Math.round(size * 0.4)}px`} fontWeight="medium" aria-hidden="true">
        {initials(name)}
      </Center>
      {src && <Image src={src} alt="" position="absolute" inset="0" boxSize="full" rounded="full" objectFit="cover" />}
    </Box>
  );
}
