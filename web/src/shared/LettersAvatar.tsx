import { Avatar } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { AVATAR_SIZE } from './constants.ts';
import { initials } from './format.ts';

export interface LettersAvatarProps {
  name: string;
  /** pixels; 40 by default (§9) */
  size?: number;
  /** background and letter colours; black and white by default (§9) */
  background?: string;
  color?: string;
  /** guests get the guest avatar (§3) */
  guest?: boolean;
  /** an image to show instead, when it loads */
  src?: string;
  /**
   * What the picture says to assistive technology; the name (and '(guest)') by default. A button
   * whose content is the avatar takes its name from this, so the initials it shows are inside it
   * (WCAG 2.5.3, axe's label-content-name-mismatch fails a button whose own aria-label hides them).
   */
  label?: string;
}

/** A round avatar with the §9 initials of a name. */
export function LettersAvatar({ name, size = AVATAR_SIZE, background = '#000000', color = '#ffffff', guest, src, label }: LettersAvatarProps) {
  return (
    <Avatar.Root
      boxSize={`${size}px`}
      fontSize={`${Math.round(size * 0.4)}px`}
      bg={background}
      color={color}
      title={name}
      aria-label={label ?? (guest ? `${name} (guest)` : name)}
      role="img"
    >
      {guest ? <LuUser aria-hidden="true" /> : <Avatar.Fallback aria-hidden="true">{initials(name)}</Avatar.Fallback>}
      {src && !guest && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
