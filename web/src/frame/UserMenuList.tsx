import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { popupRoot, type PopupListProps } from '../shared/whenOpened.tsx';
import { LuBuilding2, LuCircleHelp, LuInfo, LuLogOut, LuMoon, LuSettings, LuShieldCheck, LuSun } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { useColourMode } from '../app-theme/AppTheme.tsx';
import { isCompanySpace, underPrefix } from './menus.ts';
import type { UserMenuListProps } from './UserMenu.tsx';

/**
 * The user menu's entries (§2.3): Company Space (active on the company screens), Settings and
 * Preferences, the superadmin space for superadmins, the colour mode, About, Help, Log out, and the
 * version last. Its trigger is UserMenu's button, named through `ids`.
 */
export function UserMenuList({ name, email, superadmin, appVersion, onHelp, onLogout, ...popup }: UserMenuListProps & PopupListProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mode, toggle } = useColourMode();
  const active = (on: boolean) => (on ? { 'aria-current': 'page' as const, fontWeight: 'semibold', bg: 'primary.subtle' } : {});

  return (
    <Menu.Root {...popupRoot(popup)}>
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
