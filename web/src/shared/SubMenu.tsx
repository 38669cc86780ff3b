import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';

export interface SubMenuEntry {
  label: string;
  /** relative to the screen's route, or absolute */
  to: string;
}

/** A screen's sub-menu (§2.2): links styled as tabs, the current one marked. */
export function SubMenu({ entries, label }: { entries: readonly SubMenuEntry[]; label: string }) {
  return (
    <HStack as="nav" aria-label={label} gap="1" mb="4" borderBottomWidth="1px" overflowX="auto">
      {entries.map((entry) => (
        <Link
          key={entry.to}
          asChild
          px="3"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor="transparent"
          color="fg.muted"
          whiteSpace="nowrap"
          _hover={{ textDecoration: 'none', color: 'fg' }}
          _currentPage={{ borderColor: 'primary.solid', color: 'fg', fontWeight: 'semibold' }}
        >
          <NavLink to={entry.to} end>{entry.label}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
