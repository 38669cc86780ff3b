import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { NotificationBell } from '../../web/src/frame/notifications/NotificationBell.tsx';
import { itemLink, mergeChange, type ServerItem } from '../../web/src/frame/notifications/bell-items.ts';
import { groupNotifications, groupStatus, isFinished, shownProgress } from '../../web/src/frame/notifications/grouping.ts';
import { activeCount, countsByStatus, taskActions, type NotificationItem } from '../../web/src/frame/notifications/notifications.ts';
import { renderRoutes } from './render.tsx';

/** The bell where it lives: inside the router, since its items link to their pages. */
const renderUi = (ui: ReactElement) => renderRoutes([{ path: '*', element: ui }], '/');

const item = (id: string, status: NotificationItem['status'], over: Partial<NotificationItem> = {}): NotificationItem => ({
  id, type: 'task', title: `Task ${id}`, status, progress: 0.5, created: '2026-01-01T10:00:00.000Z', updated: `2026-01-01T10:0${id.length}:00.000Z`, isRead: false, ...over,
});

describe('notification grouping (§4)', () => {
  it('takes the first status in the order Failed, Running, Scheduled, Submitted, Complete', () => {
    expect(groupStatus(['Complete', 'Running', 'Failed'])).toBe('Failed');
    expect(groupStatus(['Complete', 'Submitted', 'Scheduled'])).toBe('Scheduled');
    expect(groupStatus(['Complete'])).toBe('Complete');
  });

  it('groups tasks of the same document, averages their progress and shows the lowest running one', () => {
    const groups = groupNotifications([
      item('a', 'Running', { documentId: 'd1', progress: 0.8 }),
      item('b', 'Running', { documentId: 'd1', progress: 0.2 }),
      item('c', 'Complete', { documentId: 'd1', progress: 1 }),
      item('d', 'Running', { documentId: 'd2', progress: 0.4 }),
      item('e', 'Failed', { type: 'integration', progress: 0 }),
    ]);
    expect(groups).toHaveLength(3);
    const d1 = groups.find((g) => g.key === 'document:d1')!;
    expect(d1.children).toHaveLength(3);
    expect(d1.progress).toBeCloseTo(2 / 3);
    expect(shownProgress(d1)).toBe(0.2);
    expect(d1.status).toBe('Running');
  });

  it('counts active items as all but Failed and Complete, and lists counts per status', () => {
    const items = [item('a', 'Running'), item('b', 'Failed'), item('c', 'Complete'), item('d', 'Scheduled')];
    expect(activeCount(items)).toBe(2);
    expect(countsByStatus(items)).toBe('Failed: 1, Running: 1, Scheduled: 1, Complete: 1');
  });

  it('offers cancel, restart and report by status and age (10 minutes)', () => {
    const now = new Date('2026-01-01T10:05:00.000Z').getTime();
    expect(taskActions(item('a', 'Running'), now)).toEqual({ cancel: true, restart: false, report: false });
    expect(taskActions(item('a', 'Failed'), now)).toEqual({ cancel: false, restart: true, report: true });
    expect(taskActions(item('a', 'Complete'), now + 600_001)).toMatchObject({ restart: true });
  });

  it('groups integration runs with the tasks of their document, and keeps each new order a group of its own', () => {
    const groups = groupNotifications([
      item('a', 'Running', { documentId: 'm1' }),
      item('b', 'Failed', { type: 'integration', documentId: 'm1' }),
      item('c', 'Complete', { type: 'order', documentId: 'o1', id: 'o1' }),
      item('d', 'Complete', { type: 'order', documentId: 'o2', id: 'o2' }),
    ]);
    expect(groups.map((g) => [g.key, g.children.length, g.status])).toEqual(expect.arrayContaining([['document:m1', 2, 'Failed'], ['order:o1', 1, 'Complete'], ['order:o2', 1, 'Complete']]));
  });

  it('links a task to /tasks/{id}, an order to /orders/{id} and a run to /integrations', () => {
    expect(itemLink(item('t1', 'Running'))).toBe('/tasks/t1');
    expect(itemLink(item('o1', 'Complete', { type: 'order', documentId: 'o1' }))).toBe('/orders/o1');
    expect(itemLink(item('r1', 'Failed', { type: 'integration' }))).toBe('/integrations');
  });

  it('merges a live change: newest first, still read when only progress moved, unread again when the status changed', () => {
    /** a live change as the server sends it: the bell item it left (unread unless said) */
    const change = (over: Partial<ServerItem> & Pick<ServerItem, 'id' | 'kind' | 'status' | 'progress' | 'updated'>): ServerItem => ({
      title: `Task ${over.id}`, documentId: null, message: null, documentName: null, link: null, created: '2026-01-01T10:00:00.000Z', started: null, isRead: false, ...over,
    });
    const items = [item('a', 'Running', { isRead: true, progress: 0.1 }), item('b', 'Running', { isRead: true })];
    const moved = mergeChange(items, change({ id: 'a', kind: 'Task', status: 'Running', progress: 60, updated: '2026-01-01T11:00:00.000Z' }));
    expect(moved.map((i) => [i.id, i.progress, i.isRead])).toEqual([['a', 0.6, true], ['b', 0.5, true]]);
    const failed = mergeChange(moved, change({ id: 'b', kind: 'Task', status: 'Failed', progress: 50, message: 'not a STEP file', updated: '2026-01-01T11:01:00.000Z' }));
    expect(failed.map((i) => [i.id, i.status, i.isRead, i.message])).toEqual([['b', 'Failed', false, 'not a STEP file'], ['a', 'Running', true, undefined]]);
    const order = mergeChange([], change({ id: 'o9', kind: 'Order', title: 'New order 1009', status: 'Complete', progress: 100, documentId: 'o9', updated: '2026-01-01T11:02:00.000Z' }));
    expect(order[0]).toMatchObject({ type: 'order', progress: 1, isRead: false, documentId: 'o9', updated: '2026-01-01T11:02:00.000Z' });
    // read on another device: the server's mark stands
    const elsewhere = mergeChange(items, change({ id: 'b', kind: 'Task', status: 'Complete', progress: 100, isRead: true, updated: '2026-01-01T11:03:00.000Z' }));
    expect(elsewhere[0]).toMatchObject({ id: 'b', status: 'Complete', isRead: true });
  });

  it('treats a group as finished when all its items failed or completed', () => {
    const [group] = groupNotifications([item('a', 'Complete', { documentId: 'x' }), item('bb', 'Failed', { documentId: 'x' })]);
    expect(isFinished(group)).toBe(true);
  });
});

function Bell({ initial, connection = 'connected' }: { initial: NotificationItem[]; connection?: 'connecting' | 'connected' }) {
  const [items, setItems] = useState(initial);
  return (
    <NotificationBell
      connection={connection}
      items={items}
      onMarkRead={(ids) => setItems((all) => all.map((i) => (ids.includes(i.id) ? { ...i, isRead: true } : i)))}
      onClear={(ids) => setItems((all) => all.filter((i) => !ids.includes(i.id)))}
    />
  );
}

describe('NotificationBell (§2.12)', () => {
  it('shows a bolt with the tooltip Connecting... while not connected', async () => {
    const { user } = renderUi(<Bell initial={[]} connection="connecting" />);
    const bell = screen.getByRole('button', { name: 'Notifications: connecting...' });
    expect(bell).toHaveAttribute('data-look', 'connecting');
    await user.hover(bell);
    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
  });

  it('shows a plain bell when connected with nothing', () => {
    renderUi(<Bell initial={[]} />);
    const bell = screen.getByRole('button', { name: 'Notifications: No notifications' });
    expect(bell).toHaveAttribute('data-look', 'empty');
    expect(screen.queryByTestId('bell-spinner')).toBeNull();
  });

  it('shows a count, and a spinner while any item is active', () => {
    const { unmount } = renderUi(<Bell initial={[item('a', 'Running'), item('b', 'Complete')]} />);
    const bell = screen.getByRole('button', { name: 'Notifications: Running: 1, Complete: 1' });
    expect(bell).toHaveAttribute('data-look', 'items');
    expect(bell).toHaveTextContent('2');
    expect(screen.getByTestId('bell-spinner')).toBeInTheDocument();
    unmount();
    renderUi(<Bell initial={[item('a', 'Complete')]} />);
    expect(screen.queryByTestId('bell-spinner')).toBeNull();
  });

  it("lists groups with details, clears finished ones, and marks what it showed as read when closed", async () => {
    const { user } = renderUi(<Bell initial={[item('a', 'Running', { documentId: 'd' }), item('b', 'Complete', { documentId: 'e', title: 'Render shelf' })]} />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getAllByTestId('notification-group')).toHaveLength(2);
    await user.click(within(panel).getAllByRole('button', { name: 'Details' })[1]);
    expect(await within(panel).findByText('Complete 50%')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('notification-group').every((g) => g.getAttribute('data-read') === 'false')).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Clear completed' }));
    expect(within(panel).getAllByTestId('notification-group')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Clear completed' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByTestId('notification-group')).toHaveAttribute('data-read', 'true');
  });

  it("offers each task's actions by §4 in its group's details, links each item, and hands the action on", async () => {
    const onAction = vi.fn();
    const recent = new Date().toISOString();
    const items = [
      item('run', 'Running', { documentId: 'm1', title: 'Importing chair.step', created: recent }),
      item('bad', 'Failed', { documentId: 'm2', title: 'Importing desk.step', message: 'not a STEP file', created: recent }),
      item('o1', 'Complete', { type: 'order', documentId: 'o1', title: 'New order 1001: £10.00', created: recent }),
    ];
    const { user } = renderUi(<NotificationBell connection="connected" items={items} onMarkRead={() => {}} onClear={() => {}} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog');
    for (const details of within(panel).getAllByRole('button', { name: 'Details' })) await user.click(details);
    expect(within(panel).getByRole('link', { name: 'Importing chair.step' })).toHaveAttribute('href', '/tasks/run');
    expect(within(panel).getByRole('link', { name: 'New order 1001: £10.00' })).toHaveAttribute('href', '/orders/o1');
    expect(within(panel).getByText(/: not a STEP file/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel Importing chair.step' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Restart Importing chair.step' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Restart Importing desk.step' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /New order 1001/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Report Importing desk.step' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'bad' }), 'report');
    await user.click(within(panel).getByRole('button', { name: 'Cancel Importing chair.step' }));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'run' }), 'cancel');
  });

  it('calls back with the unread items when the panel closes', async () => {
    const onMarkRead = vi.fn();
    const { user } = renderUi(<NotificationBell connection="connected" items={[item('a', 'Running'), item('b', 'Complete', { isRead: true })]} onMarkRead={onMarkRead} onClear={() => {}} />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onMarkRead).toHaveBeenCalledWith(['a']));
  });
});
