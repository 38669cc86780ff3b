import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { Tooltip } from '../shared/Tooltip.tsx';
import type { MenuEntry } from './menus.ts';

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** icons only */
  collapsed: boolean;
  label: string;
  /** starts an entry's flow (Support) */
  onFlow: (flow: NonNullable<MenuEntry['flow']>) => void;
  /** after following an entry (the drawer closes) */
  onNavigate?: () => void;
}

/** A side menu's entries: links to routes (the current one marked) and flows without a route. */
export function SideMenu({ entries, collapsed, label, onFlow, onNavigate }: SideMenuProps) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack as="ul" listStyleType="none" gap="1" p="2">
        {entries.map((entry) => {
          const content = (
            <>
              <Icon as={entry.icon} boxSize="5" aria-hidden="true" />
              {!collapsed && <Text as="span" truncate>{entry.label}</Text>}
            </>
          );
          const common = {
            variant: 'ghost' as const,
            w: 'full',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: '3',
            px: collapsed ? '0' : '3',
            color: 'fg.muted',
            'aria-label': collapsed ? entry.label : undefined,
          };
          return (
            <li key={entry.label}>
              <Tooltip content={entry.label} disabled={!collapsed}>
                {entry.to ? (
                  <Button
                    asChild
                    {...common}
                    _currentPage={{ bg: 'primary.subtle', color: 'primary.onContainer', fontWeight: 'semibold' }}
                  >
                    <NavLink to={entry.to} end={entry.end} onClick={onNavigate}>{content}</NavLink>
                  </Button>
                ) : (
                  <Button {...common} onClick={() => entry.flow && onFlow(entry.flow)}>{content}</Button>
                )}
              </Tooltip>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
