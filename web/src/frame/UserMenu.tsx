import { Box } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LettersAvatar } from '../shared/LettersAvatar.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';

export interface UserMenuProps {
  name: string;
  email: string;
  guest: boolean;
  superadmin: boolean;
  /** 'Joinery 0.1.0', the last entry */
  appVersion: string | null;
  onHelp: () => void;
  onLogout: () => void;
}

const UserMenuList = whenOpened(async () => (await import('./UserMenuList.tsx')).UserMenuList);

/** The avatar button of the header (§2.3); the menu's code loads when it first opens. */
export function UserMenu(props: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const { name, guest } = props;
  return (
    <>
      <Box
        as="button"
        id={triggerId}
        rounded="full"
        focusVisibleRing="outside"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <LettersAvatar name={name} label={`User menu: ${name}${guest ? ' (guest)' : ''}`} size={32} guest={guest} />
      </Box>
      <UserMenuList {...props} open={open} onOpenChange={setOpen} triggerId={triggerId} />
    </>
  );
}
