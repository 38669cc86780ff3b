import { Box, Button, Collapsible, Flex, HStack, Popover, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { StatusTag, type TagStatus } from '../../shared/StatusTag.tsx';
import { popupRoot, type PopupListProps } from '../../shared/whenOpened.tsx';
import type { NotificationBellProps } from './NotificationBell.tsx';
import { groupNotifications, isFinished, shownProgress, type NotificationGroup, type TaskStatus } from './notifications.ts';

const STATUS_TAG: Record<TaskStatus, TagStatus> = {
  Failed: 'danger', Running: 'info', Scheduled: 'warning', Submitted: 'warning', Complete: 'success',
};

/** The bell's panel (§2.12): the grouped tasks and integration runs. */
export function NotificationPanel({ connection, items, onClear, ...popup }: Omit<NotificationBellProps, 'onMarkRead'> & PopupListProps) {
  const groups = groupNotifications(items);
  const finished = groups.filter(isFinished);
  return (
    <Popover.Root {...popupRoot(popup)}>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: 'sm' }} maxH="70vh" overflowY="auto">
            <Popover.Header>
              <Flex justify="space-between" align="center" gap="2">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                <Button size="xs" variant="outline" disabled={finished.length === 0} onClick={() => onClear(finished.flatMap((g) => g.children.map((c) => c.id)))}>
                  Clear completed
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body pt="0">
              {connection === 'connecting' && <Text color="fg.muted" textStyle="sm">Connecting...</Text>}
              {connection === 'connected' && groups.length === 0 && <Text color="fg.muted" textStyle="sm">All clear</Text>}
              <Stack gap="2">
                {groups.map((group) => (
                  <GroupRow key={group.key} group={group} />
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function GroupRow({ group }: { group: NotificationGroup }) {
  const progress = Math.round(shownProgress(group) * 100);
  return (
    <Box borderWidth="1px" rounded="md" p="2" bg={group.isRead ? undefined : 'bg.subtle'} data-testid="notification-group" data-read={group.isRead}>
      <Flex justify="space-between" gap="2" align="center">
        <Text fontWeight="medium" textStyle="sm" truncate>{group.moduleName ?? group.title}</Text>
        <StatusTag status={STATUS_TAG[group.status]}>{group.status}</StatusTag>
      </Flex>
      {group.status === 'Running' && (
        <Progress.Root size="xs" value={progress} mt="2" aria-label={`${group.title}: ${progress}%`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Collapsible.Root mt="1">
        <Collapsible.Trigger asChild>
          <Button size="2xs" variant="ghost" px="1">
            Details <LuChevronDown aria-hidden="true" />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="1" mt="1">
            {group.children.map((item) => (
              <HStack key={item.id} justify="space-between" textStyle="xs">
                <Text>{item.title}{item.message ? `: ${item.message}` : ''}</Text>
                <Text color="fg.muted">{item.status} {Math.round(item.progress * 100)}%</Text>
              </HStack>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
