import { Flex, HStack, IconButton, Link, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMenu, LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../shared/Logo.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { UserMenu, type UserMenuProps } from './UserMenu.tsx';
import { VersionHistoryButton } from './VersionHistory.tsx';

export interface HeaderProps {
  /** the menu toggle: a drawer on small screens, collapse/expand otherwise; absent without a side menu */
  menu?: { expanded: boolean; drawer: boolean; onToggle: () => void };
  plan: string;
  /** the notification bell, which follows its live feed on its own */
  bell: ReactNode;
  user: UserMenuProps;
}

/** The header (§2.3): logo, notification bell, subscription tag, version-history button, user menu. */
export function Header({ menu, plan, bell, user }: HeaderProps) {
  return (
    <Flex as="header" position="sticky" top="0" zIndex="sticky" align="center" gap="2" px={{ base: '2', sm: '4' }} h="14" bg="bg" borderBottomWidth="1px">
      {menu && (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={menu.drawer ? 'Open menu' : menu.expanded ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={menu.drawer ? undefined : menu.expanded}
          onClick={menu.onToggle}
        >
          {menu.drawer ? <LuMenu /> : menu.expanded ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </IconButton>
      )}
      <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Joinery home">
        <RouterLink to="/">
          <Logo />
        </RouterLink>
      </Link>
      <Spacer />
      <HStack gap={{ base: '1', sm: '2' }}>
        {bell}
        <Link asChild aria-label={`Subscription plan: ${plan}`} _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/subscription">
            <StatusTag status="subscription">{plan}</StatusTag>
          </RouterLink>
        </Link>
        <VersionHistoryButton />
        <UserMenu {...user} />
      </HStack>
    </Flex>
  );
}
