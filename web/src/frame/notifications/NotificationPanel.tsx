import { Box, Button, Collapsible, Flex, HStack, Link, Popover, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { TASK_ACTION_LABELS, type TaskAction } from '../../tasks/task-actions.ts';
import { StatusTag } from '../../shared/StatusTag.tsx';
import { popupRoot, type PopupListProps } from '../../shared/whenOpened.tsx';
import type { NotificationBellProps } from './NotificationBell.tsx';
import { itemLink, TASK_STATUS_TAG } from './bell-items.ts';
import { groupNotifications, isFinished, shownProgress, type NotificationGroup } from './grouping.ts';
import { taskActions, type NotificationItem } from './notifications.ts';


/** The bell's panel (§2.12): the grouped tasks and integration runs. */
export function NotificationPanel({ connection, items, onClear, onAction, ...popup }: Omit<NotificationBellProps, 'onMarkRead'> & PopupListProps) {
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
                  <GroupRow key={group.key} group={group} onAction={onAction} onFollow={() => popup.onOpenChange(false)} />
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface GroupRowProps {
  group: NotificationGroup;
  onAction?: (item: NotificationItem, action: TaskAction) => void;
  /** a link in the panel was followed: the panel closes */
  onFollow: () => void;
}

function GroupRow({ group, onAction, onFollow }: GroupRowProps) {
  const progress = Math.round(shownProgress(group) * 100);
  return (
    <Box borderWidth="1px" rounded="md" p="2" bg={group.isRead ? undefined : 'bg.subtle'} data-testid="notification-group" data-read={group.isRead}>
      <Flex justify="space-between" gap="2" align="center">
        <Text fontWeight="medium" textStyle="sm" truncate>{group.moduleName ?? group.title}</Text>
        <StatusTag status={TASK_STATUS_TAG[group.status]}>{group.status}</StatusTag>
      </Flex>
      {group.status === 'Running' && (
        <Progress.Root size="xs" value={progress} mt="2">
          <Progress.Track aria-label={`${group.moduleName ?? group.title}: ${progress}%`}>
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
          <Stack gap="2" mt="1">
            {group.children.map((item) => (
              <ItemRow key={item.id} item={item} onAction={onAction} onFollow={onFollow} />
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

/** One task, run or order of a group: a link to it, its status and progress, and a task's actions (§4). */
function ItemRow({ item, onAction, onFollow }: { item: NotificationItem; onAction?: GroupRowProps['onAction']; onFollow: () => void }) {
  const allowed = item.type === 'task' && onAction ? taskActions(item, Date.now()) : undefined;
  const actions = (Object.keys(TASK_ACTION_LABELS) as TaskAction[]).filter((action) => allowed?.[action]);
  return (
    <Stack gap="1" textStyle="xs" data-testid="notification-item">
      <HStack justify="space-between" align="start">
        <Text>
          <Link asChild colorPalette="primary" variant="underline">
            <RouterLink to={itemLink(item)} onClick={onFollow}>{item.title}</RouterLink>
          </Link>
          {item.message ? `: ${item.message}` : ''}
          {item.download && (
            <>
              {' '}
              <Link href={item.download} download colorPalette="primary" variant="underline" aria-label={`Download ${item.title}`}>Download</Link>
            </>
          )}
        </Text>
        <Text color="fg.muted" flexShrink="0">{item.status} {Math.round(item.progress * 100)}%</Text>
      </HStack>
      {actions.length > 0 && (
        <HStack gap="1">
          {actions.map((action) => (
            <Button key={action} size="2xs" variant="outline" aria-label={`${TASK_ACTION_LABELS[action]} ${item.title}`} onClick={() => onAction!(item, action)}>
              {TASK_ACTION_LABELS[action]}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
