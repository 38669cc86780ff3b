import { Badge, IconButton, Spinner } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuBell, LuZap } from 'react-icons/lu';
import { Tooltip } from '../../shared/Tooltip.tsx';
import { whenOpened } from '../../shared/whenOpened.tsx';
import type { TaskAction } from '../../tasks/task-actions.ts';
import { activeCount, countsByStatus, type NotificationItem } from './notifications.ts';

export type FeedConnection = 'connecting' | 'connected';

export interface NotificationBellProps {
  connection: FeedConnection;
  items: NotificationItem[];
  /** closing the panel marks what it showed as read */
  onMarkRead: (ids: string[]) => void;
  /** removes the given finished groups' items */
  onClear: (ids: string[]) => void;
  /** a task's action (§4), offered on each task in a group's details */
  onAction?: (item: NotificationItem, action: TaskAction) => void;
}

const NotificationPanel = whenOpened(async () => (await import('./NotificationPanel.tsx')).NotificationPanel);

/**
 * The bell (§2.12): a bolt while the live feed connects, a bell when connected with nothing, a bell
 * with a count (and a spinner while any item is active) when there are items; its panel lists the
 * grouped tasks and integration runs.
 */
export function NotificationBell({ connection, items, onMarkRead, onClear, onAction }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const triggerId = useId();
  // the button and the panel (Escape, a click outside) both close it: what it showed is marked read once
  const openChange = (next: boolean) => {
    if (next === shown.current) return;
    shown.current = next;
    setOpen(next);
    if (!next) onMarkRead(items.filter((item) => !item.isRead).map((item) => item.id));
  };
  const active = activeCount(items);
  const tooltip = connection === 'connecting' ? 'Connecting...' : countsByStatus(items);
  const label = connection === 'connecting' ? 'Notifications: connecting...' : `Notifications: ${countsByStatus(items)}`;

  return (
    <>
      <Tooltip content={tooltip} disabled={open}>
        <IconButton
          id={triggerId}
          variant="ghost"
          size="sm"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          position="relative"
          data-look={connection === 'connecting' ? 'connecting' : items.length ? 'items' : 'empty'}
          onClick={() => openChange(!open)}
        >
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
      </Tooltip>
      <NotificationPanel
        connection={connection}
        items={items}
        onClear={onClear}
        onAction={onAction}
        open={open}
        onOpenChange={openChange}
        triggerId={triggerId}
      />
    </>
  );
}
