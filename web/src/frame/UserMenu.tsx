import { Box } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { requestJson } from '../app/http.ts';
import { LettersAvatar } from '../shared/LettersAvatar.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';

export interface UserMenuProps {
  name: string;
  email: string;
  guest: boolean;
  superadmin: boolean;
  onHelp: () => void;
  onLogout: () => void;
}

export interface UserMenuListProps extends UserMenuProps {
  /** 'Joinery 0.1.0', the last entry */
  appVersion: string | null;
}

/** The app's name and version from the server, once it answers (the menu's last entry). */
function useAppVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    requestJson<{ name: string; version: string }>('/api/version')
      .then((v) => setVersion(`${v.name} ${v.version}`))
      .catch(() => setVersion(null));
  }, []);
  return version;
}

const UserMenuList = whenOpened(async () => (await import('./UserMenuList.tsx')).UserMenuList);

/** The avatar button of the header (§2.3); the menu's code loads when it first opens. */
export function UserMenu(props: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  // read here, not by the frame: its answer re-renders this button alone
  const appVersion = useAppVersion();
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
      <UserMenuList {...props} appVersion={appVersion} open={open} onOpenChange={setOpen} triggerId={triggerId} />
    </>
  );
}
