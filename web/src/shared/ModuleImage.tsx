import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBox } from 'react-icons/lu';
import { MODULE_IMAGE_SIZE } from './constants.ts';

export interface ModuleImageProps {
  id: string;
  /** the version to show; the head when absent */
  version?: number;
  /** the module's name, for the image's alternative text */
  name: string;
  /** pixels; 86 by default (§9) */
  size?: number;
  /** known to have neither image nor render: the placeholder without asking the server */
  absent?: boolean;
  /** what the placeholder says (under its icon), e.g. 'No image' */
  missingText?: string;
}

/** The image of a module (§7): its source image, else its render, else a placeholder. */
export function moduleImageSources(id: string, version?: number): string[] {
  const base = version === undefined ? `/api/image/modules/${id}:head` : `/api/image/modules/${id}/v/${version}`;
  return [`${base}/source/image.png`, `${base}/source/render.png`];
}

export function ModuleImage({ id, version, name, size = MODULE_IMAGE_SIZE, absent, missingText }: ModuleImageProps) {
  const sources = absent ? [] : moduleImageSources(id, version);
  const [attempt, setAttempt] = useState(0);
  const src = sources[attempt];
  return (
    <Box boxSize={`${size}px`} flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted" display="grid" placeItems="center">
      {src ? (
        <Image key={src} src={src} alt={name} boxSize="full" objectFit="contain" onError={() => setAttempt((n) => n + 1)} />
      ) : (
        <Box as="span" role="img" aria-label={missingText ? `${name}: ${missingText}` : name} color="fg.muted" display="grid" justifyItems="center" gap="1">
          <Box as="span" fontSize={`${Math.round(size / (missingText ? 4 : 2.5))}px`}>
            <LuBox aria-hidden="true" />
          </Box>
          {missingText && <Box as="span" textStyle="sm" aria-hidden="true">{missingText}</Box>}
        </Box>
      )}
    </Box>
  );
}
