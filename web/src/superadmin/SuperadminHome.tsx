import { useQuery } from '@apollo/client/react';
import { Card, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SUPERADMIN_MENU } from '../frame/menus.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { SuperadminConfiguratorsDocument, SuperadminTasksDocument, SuperadminWorkspacesDocument } from './gql/graphql.ts';

const FIRST = { page: { limit: 1 } };

/** What each section holds, counted. */
function useTotals(): Record<string, string> {
  const workspaces = useQuery(SuperadminWorkspacesDocument, { variables: FIRST }).data?.superadminWorkspaces.total;
  const configurators = useQuery(SuperadminConfiguratorsDocument, { variables: FIRST }).data?.superadminConfigurators.total;
  const tasks = useQuery(SuperadminTasksDocument, { variables: FIRST }).data?.superadminTasks.total;
  const count = (n: number | undefined, one: string, many: string) => (n === undefined ? '' : `${n} ${n === 1 ? one : many}`);
  return {
    '/superadmin/workspaces': count(workspaces, 'workspace: plans, usage, suspension', 'workspaces: plans, usage, suspension'),
    '/superadmin/configurators': count(configurators, 'published configurator', 'published configurators'),
    '/superadmin/tasks': count(tasks, 'task: cancel or restart', 'tasks: cancel or restart'),
  };
}

/** /superadmin: the space's three sections, as cards with what each holds. */
export function SuperadminHome() {
  const totals = useTotals();
  const sections = SUPERADMIN_MENU.filter((entry) => entry.to !== '/superadmin');
  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Superadmin Space" subtitle="THE JOINERY TEAM'S VIEW OF EVERY WORKSPACE" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {sections.map((entry) => (
          <LinkBox as={Card.Root} key={entry.to} _hover={{ borderColor: 'primary.solid' }}>
            <Card.Body flexDirection="row" gap="3" alignItems="center">
              <Icon as={entry.icon} boxSize="6" color="primary.fg" aria-hidden="true" />
              <Stack gap="0.5">
                <LinkOverlay asChild>
                  <RouterLink to={entry.to!}>
                    <Text fontWeight="semibold">{entry.label}</Text>
                  </RouterLink>
                </LinkOverlay>
                <Text textStyle="sm" color="fg.muted" minH="5">{totals[entry.to!]}</Text>
              </Stack>
            </Card.Body>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
