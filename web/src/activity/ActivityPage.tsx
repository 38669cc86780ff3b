import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Circle, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuBox, LuClipboardList, LuFactory, LuFilePen, LuPackagePlus, LuShieldCheck, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { WorkspaceActivityDocument, type WorkspaceActivityQuery, type WorkspaceActivityType } from '../customers/generated/gql/graphql.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { formatDateTime } from '../shared/format.ts';
import { MyAccountActivity } from './MyAccountActivity.tsx';

type ActivityItem = WorkspaceActivityQuery['workspaceActivity']['items'][number];

const PAGE_SIZE = 20;

const ICONS: Record<WorkspaceActivityType, ReactElement> = {
  ORDER_PLACED: <LuClipboardList />,
  CONFIGURATION_SAVED: <LuBox />,
  BATCH_CREATED: <LuFactory />,
  RESOURCE_CREATED: <LuPackagePlus />,
  VERSION_WRITTEN: <LuFilePen />,
  RESOURCE_DELETED: <LuTrash2 />,
  MEMBERS_INVITED: <LuUserPlus />,
  SUPERADMIN_ACTION: <LuShieldCheck />,
};

/** Where an event is seen: a screen of the app, or (a configuration) its storefront in a new tab. */
function EventLink({ item }: { item: ActivityItem }) {
  if (!item.link) return null;
  if (/^https?:/.test(item.link)) {
    return <Link href={item.link} target="_blank" rel="noopener noreferrer" textStyle="sm">Open in a new tab</Link>;
  }
  return <Link asChild textStyle="sm"><RouterLink to={item.link}>View</RouterLink></Link>;
}

/** One event: its icon on the timeline's line, who did what, when, and where it is seen. */
function Event({ item }: { item: ActivityItem }) {
  return (
    <Flex as="li" gap="3" position="relative" pb="5" _before={{ content: '""', position: 'absolute', insetStart: '4', top: '9', bottom: '1', borderStartWidth: '1px', borderColor: 'border' }}>
      <Circle size="8" flexShrink="0" bg="bg.muted" borderWidth="1px" color="fg.muted" aria-hidden="true">{ICONS[item.type]}</Circle>
      <Stack gap="0.5" minW="0" pt="1">
        <Text wordBreak="break-word">
          <Text as="span" fontWeight="semibold">{item.who.name}</Text> {item.what}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          <time dateTime={item.at}>{formatDateTime(item.at)}</time>
        </Text>
        <Box><EventLink item={item} /></Box>
      </Stack>
    </Flex>
  );
}

/** One page of the timeline; the last page shown offers the next (older) one. */
function ActivityPageOfEvents({ cursor, last, onOlder }: { cursor: string | null; last: boolean; onOlder: (next: string) => void }) {
  const { data, loading, error } = useQuery(WorkspaceActivityDocument, { variables: { page: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } });
  if (loading) return <Skeleton height="24" />;
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Oops!</Alert.Title>
        <Alert.Description>The activity could not be loaded: {error.message}</Alert.Description>
      </Alert.Root>
    );
  }
  const page = data?.workspaceActivity;
  if (!page) return null;
  if (!cursor && !page.items.length) return <EmptyMessage title="No Activity" />;
  return (
    <>
      <Box as="ol" listStyleType="none" aria-label={cursor ? 'Older activity' : 'Activity'}>
        {page.items.map((item) => <Event key={item.id} item={item} />)}
      </Box>
      {last && page.next && (
        <Box pt="2">
          <Button size="sm" variant="outline" onClick={() => onOlder(page.next!)}>Show older activity</Button>
        </Box>
      )}
    </>
  );
}

/** /activity (§2.9, issue 20 §5): the workspace's real events, newest first, a page at a time; below, your own account's (GET /api/users/me/activity). */
export function ActivityPage() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Activity" subtitle="WHAT HAPPENED IN YOUR WORKSPACE" />
      <Box bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }}>
        {cursors.map((cursor, i) => (
          <ActivityPageOfEvents key={cursor ?? 'first'} cursor={cursor} last={i === cursors.length - 1} onOlder={(next) => setCursors([...cursors, next])} />
        ))}
      </Box>
      <MyAccountActivity />
    </Stack>
  );
}
