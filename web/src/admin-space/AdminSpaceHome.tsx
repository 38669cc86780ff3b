import { Card, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { menuEntries } from '../frame/menus.ts';
import { AdminScreen, useMe } from './AdminScreen.tsx';

/** /admin-space: the sections of the admin menu (§2.3) the user may open, as cards. */
export function AdminSpaceHome() {
  const me = useMe();
  const entries = menuEntries('ADMIN_MENU', { admin: me.user.roles.includes('admin') }).filter((e) => e.to?.startsWith('/admin-space'));
  return (
    <AdminScreen title="Settings and Preferences">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {[...entries, { label: 'New Workspace', icon: entries[0].icon, to: '/admin-space/new-workspace' }].map((entry) => (
          <LinkBox as={Card.Root} key={entry.to} _hover={{ borderColor: 'primary.solid' }}>
            <Card.Body flexDirection="row" gap="3" alignItems="center">
              <Icon as={entry.icon} boxSize="6" color="primary.fg" aria-hidden="true" />
              <LinkOverlay asChild>
                <RouterLink to={entry.to!}>
                  <Text fontWeight="semibold">{entry.label}</Text>
                </RouterLink>
              </LinkOverlay>
            </Card.Body>
          </LinkBox>
        ))}
      </SimpleGrid>
    </AdminScreen>
  );
}
