import { ApolloProvider } from '@apollo/client/react';
import { Alert, Box, Button, Center, Flex, Spinner } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { memo, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, type NavigateFunction } from 'react-router';
import { MeDetailsDocument, type MeDetailsQuery } from '../../gql/graphql.ts';
import { useActiveCountTitle } from '../app/DocumentTitle.tsx';
import { menuTypeOf } from '../app/routeHandle.ts';
import { signInPath } from '../app/session.ts';
import { whenOpened } from '../shared/whenOpened.tsx';
import { useIsSmallScreen, useMediaQuery } from '../shared/useMediaQuery.ts';
import { useAppColours } from '../app-theme/AppTheme.tsx';
import { workspaceColours } from '../app-theme/workspace-colours.ts';
import { apolloClient } from './apollo.ts';
import { Header } from './Header.tsx';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { menuEntries } from './menus.ts';
import { activeCount } from './notifications/notifications.ts';
import { useNotificationFeed } from './notifications/useNotificationFeed.ts';
import { useNotificationPreferences } from './useNotificationPreferences.ts';
import { logOut } from './session-actions.ts';
import { SideArea } from './SideArea.tsx';
import { SideMenu } from './SideMenu.tsx';
import { VersionHistoryProvider } from './VersionHistory.tsx';
import { useWorkspaceSwitch } from './useWorkspaceSwitch.ts';
import { WorkspaceStrip } from './WorkspaceStrip.tsx';
import { suspendedMessage } from '../../../rules/workspace-suspension.ts';

export type Me = MeDetailsQuery['me'];

const ContactDialog = whenOpened(async () => (await import('../shared/ContactDialog.tsx')).ContactDialog);

/** The signed-in area's frame; Apollo is loaded with it, never on the public site. */
export default function Frame() {
  return (
    <ApolloProvider client={apolloClient}>
      <VersionHistoryProvider>
        <FrameData />
      </VersionHistoryProvider>
    </ApolloProvider>
  );
}

function FrameData() {
  const { data, error, refetch } = useQuery(MeDetailsDocument);
  const location = useLocation();
  if (error) {
    const signedOut = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (signedOut) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
    return (
      <Center minH="100dvh" p="6">
        <Alert.Root status="error" maxW="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Oops!</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void refetch()}>Try again</Button>
        </Alert.Root>
      </Center>
    );
  }
  if (!data) {
    return (
      <Center minH="100dvh">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  }
  return <FrameLayout me={data.me} />;
}

const COLLAPSED_KEY = 'joinery:side-menu-collapsed';

/**
 * What of the router the frame reads: the menu type of the current route, and the ways to navigate.
 * Everything that reads the router re-renders on every navigation; the frame itself only when these
 * change, while the screen inside it follows the route through its Outlet.
 */
function FrameLayout({ me }: { me: Me }) {
  const navigate = useNavigate();
  const menuType = menuTypeOf(useMatches());
  const switchWorkspace = useWorkspaceSwitch();
  return <FrameBody me={me} menuType={menuType} navigate={navigate} switchWorkspace={switchWorkspace} />;
}

interface FrameBodyProps {
  me: Me;
  menuType: ReturnType<typeof menuTypeOf>;
  navigate: NavigateFunction;
  switchWorkspace: ReturnType<typeof useWorkspaceSwitch>;
}

/** The layout of §2.3 around the signed-in screens. */
const FrameBody = memo(function FrameBody({ me, menuType, navigate, switchWorkspace }: FrameBodyProps) {
  const small = useIsSmallScreen();
  const wide = useMediaQuery('(min-width: 64em)');
  const [expanded, setExpanded] = useState(() => localStorage.getItem(COLLAPSED_KEY) !== 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  useAppColours(workspaceColours(me.workspace));

  const admin = me.user.roles.includes('admin');
  const entries = menuEntries(menuType, { admin });
  const hasMenu = menuType !== 'NONE';
  const menuLabel = menuType === 'ADMIN_MENU' ? 'Settings' : menuType === 'SUPERADMIN_MENU' ? 'Superadmin' : 'Main';

  const setExpandedRemembered = (next: boolean) => {
    setExpanded(next);
    localStorage.setItem(COLLAPSED_KEY, String(!next));
  };

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SideArea
        small={small}
        wide={wide}
        expanded={expanded}
        onExpandedChange={setExpandedRemembered}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        strip={
          menuType !== 'SUPERADMIN_MENU' && (
            <WorkspaceStrip
              workspaces={me.memberships.map((m) => m.workspace)}
              current={me.workspace.alias}
              onSwitch={(workspace) => {
                setDrawerOpen(false);
                void switchWorkspace(workspace);
              }}
            />
          )
        }
        menu={
          hasMenu
            ? (collapsed, onNavigate) => (
                <SideMenu entries={entries} collapsed={collapsed} label={menuLabel} onFlow={() => setSupportOpen(true)} onNavigate={onNavigate} />
              )
            : null
        }
      />
      <Flex direction="column" flex="1" minW="0">
        <Header
          menu={
            small
              ? { drawer: true, expanded: drawerOpen, onToggle: () => setDrawerOpen(true) }
              : hasMenu
                ? { drawer: false, expanded, onToggle: () => setExpandedRemembered(!expanded) }
                : undefined
          }
          plan={me.workspace.plan}
          bell={<LiveBell />}
          user={{
            name: me.user.name,
            email: me.user.email,
            guest: me.user.roles.length > 0 && me.user.roles.every((r) => r === 'guest'),
            superadmin: me.superadmin,
            onHelp: () => setSupportOpen(true),
            onLogout: () => void logOut(navigate),
          }}
        />
        <Box as="main" id="main" flex="1" minW="0" px={{ base: '3', sm: '6' }} py="6">
          {me.workspace.suspended && (
            <Alert.Root status="warning" mb="4">
              <Alert.Indicator />
              <Alert.Description>{suspendedMessage(me.workspace.name)}</Alert.Description>
            </Alert.Root>
          )}
          <Outlet context={me} />
        </Box>
      </Flex>
      <ContactDialog open={supportOpen} kind="support" onClose={() => setSupportOpen(false)} defaults={{ name: me.user.name, email: me.user.email }} />
    </Flex>
  );
});

/**
 * The bell with its live feed, whose count also leads the document title. The feed arrives after the
 * frame has rendered, a few updates on each signed-in load, and they re-render the bell alone, not the
 * side menu, workspace strip and header around it.
 */
function LiveBell() {
  const feed = useNotificationPreferences(useNotificationFeed());
  useActiveCountTitle(activeCount(feed.items));
  return <NotificationBell connection={feed.connection} items={feed.items} onMarkRead={feed.markRead} onClear={feed.clear} onAction={feed.act} />;
}
