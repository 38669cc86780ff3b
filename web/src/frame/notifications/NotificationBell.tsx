import {
  Badge, Box, Button, Collapsible, Flex, HStack, IconButton, Popover, Portal, Progress, Spinner, Stack, Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuBell, LuChevronDown, LuZap } from 'react-icons/lu';
import { StatusTag, type TagStatus } from '../../shared/StatusTag.tsx';
import { Tooltip } from '../../shared/Tooltip.tsx';
import {
  activeCount, countsByStatus, groupNotifications, isFinished, shownProgress, type NotificationGroup, type NotificationItem, type TaskStatus,
} from './notifications.ts';

export type FeedConnection = 'connecting' | 'connected';

export interface NotificationBellProps {
  connection: FeedConnection;
  items: NotificationItem[];
  /** closing the panel marks what it showed as read */
  onMarkRead: (ids: string[]) => void;
  /** removes the given finished groups' items */
  onClear: (ids: string[]) => void;
}

const STATUS_TAG: Record<TaskStatus, TagStatus> = {
  Failed: 'danger', Running: 'info', Scheduled: 'warning', Submitted: 'warning', Complete: 'success',
};

/**
 * The bell (§2.12): a bolt while the live feed connects, a bell when connected with nothing, a bell
 * with a count (and a spinner while any item is active) when there are items; its panel lists the
 * grouped tasks and integration runs.
 */
export function NotificationBell({ connection, items, onMarkRead, onClear }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const groups = groupNotifications(items);
  const active = activeCount(items);
  const finished = groups.filter(isFinished);
  const tooltip = connection === 'connecting' ? 'Connecting...' : countsByStatus(items);
  const label = connection === 'connecting' ? 'Notifications: connecting...' : `Notifications: ${countsByStatus(items)}`;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) onMarkRead(items.filter((item) => !item.isRead).map((item) => item.id));
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Tooltip content={tooltip} disabled={open}>
        <Popover.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={label} position="relative" data-look={connection === 'connecting' ? 'connecting' : items.length ? 'items' : 'empty'}>
            {connection === 'connecting' ? <LuZap /> : <LuBell />}
            {connection === 'connected' && items.length > 0 && (
              <>
                {active > 0 && <Spinner position="absolute" inset="1" size="xs" color="primary.solid" borderWidth="1.5px" aria-hidden="true" data-testid="bell-spinner" />}
                <Badge position="absolute" top="-1" insetEnd="-1" size="xs" variant="solid" rounded="full" aria-hidden="true">
                  {items.length}
                </Badge>
              </>
            )}
          </IconButton>
        </Popover.Trigger>
      </Tooltip>
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
