import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { LuBuilding2, LuCircleHelp, LuInfo, LuLogOut, LuMoon, LuSettings, LuShieldCheck, LuSun } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { LettersAvatar } from '../shared/LettersAvatar.tsx';
import { useColourMode } from '../app-theme/AppTheme.tsx';
import { isCompanySpace, underPrefix } from './menus.ts';

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

/**
 * The user menu (§2.3): Company Space (active on the company screens), Settings and Preferences,
 * the superadmin space for superadmins, the colour mode, About, Help, Log out, and the version last.
 */
export function UserMenu({ name, email, guest, superadmin, appVersion, onHelp, onLogout }: UserMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mode, toggle } = useColourMode();
  const active = (on: boolean) => (on ? { 'aria-current': 'page' as const, fontWeight: 'semibold', bg: 'primary.subtle' } : {});

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Box as="button" rounded="full" focusVisibleRing="outside">
          <LettersAvatar name={name} label={`User menu: ${name}${guest ? ' (guest)' : ''}`} size={32} guest={guest} />
        </Box>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" textStyle="sm">{name}</Text>
              <Text color="fg.muted" textStyle="xs">{email}</Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="company-space" onSelect={() => navigate('/dashboard')} {...active(isCompanySpace(pathname))}>
              <LuBuilding2 aria-hidden="true" /> Company Space
            </Menu.Item>
            <Menu.Item value="settings" onSelect={() => navigate('/admin-space')} {...active(underPrefix(pathname, '/admin-space'))}>
              <LuSettings aria-hidden="true" /> Settings and Preferences
            </Menu.Item>
            {superadmin && (
              <Menu.Item value="superadmin" onSelect={() => navigate('/superadmin')} {...active(underPrefix(pathname, '/superadmin'))}>
                <LuShieldCheck aria-hidden="true" /> Superadmin Space
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="colour-mode" closeOnSelect={false} onSelect={toggle}>
              {mode === 'dark' ? <LuSun aria-hidden="true" /> : <LuMoon aria-hidden="true" />}
              {mode === 'dark' ? 'Light mode' : 'Dark mode'}
            </Menu.Item>
            <Menu.Item value="about" onSelect={() => navigate('/landing')}>
              <LuInfo aria-hidden="true" /> About
            </Menu.Item>
            <Menu.Item value="help" onSelect={onHelp}>
              <LuCircleHelp aria-hidden="true" /> Help
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              <LuLogOut aria-hidden="true" /> Log out
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="version" disabled color="fg.muted" textStyle="xs">
              {appVersion ?? 'Joinery'}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
