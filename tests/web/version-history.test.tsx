// The version-history popover's panel (application.md §2.13) over a stand-in gateway: which actions show
// for the head, an older version of the head's line and another branch; the diff shown before a copy or
// merge; a conflicting merge shows its fields and writes nothing. The real gateway: tests/e2e/version-history.
import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../web/src/frame/apollo.ts';
import type { VersionHistoryTarget } from '../../web/src/frame/VersionHistory.tsx';
import { readablePath, readableValue } from '../../web/src/versions/change-format.ts';
import { scaleOfZoom, START_ZOOM, zoomOfScale } from '../../web/src/versions/graph-layout.ts';
import { choicesFor, isAncestor, mergePart, type LoadedGraph, type VersionNode } from '../../web/src/versions/version-graph.ts';
import VersionHistoryPanel from '../../web/src/versions/VersionHistoryPanel.tsx';
import { renderUi } from './render.tsx';

const ID = '0123456789abcdef01234567';
const author = { __typename: 'User', email: 'editor@demo.joinery.test', name: 'Eddie Editor' };
const version = (n: number, parents: number[], tag: string | null = null): VersionNode => ({
  __typename: 'VersionInfo', version: n, parents, created: `2026-01-0${n}T10:00:00.000Z`, kind: 'Microversion', tag, summary: null, author,
} as VersionNode);
// 1 ← 2 ← 3 ← 4 (head); 2 ← 5 (a branch); 3 ← 6 (a branch changing the name, as 4 does)
const HISTORY = [version(1, []), version(2, [1], 'approved'), version(3, [2]), version(4, [3]), version(5, [2]), version(6, [3])];

interface Gateway {
  head: number;
  write: boolean;
  /** the window leaves versions 1 and 2 to an older page */
  paged: boolean;
  calls: { operationName: string; variables: Record<string, unknown> }[];
  diff: { operation: string; path: string; from: unknown; to: unknown }[];
  preview: { changes: Gateway['diff']; conflicts: { path: string; base: unknown; a: unknown; b: unknown }[] };
  /** what the copy and merge mutations answer */
  writeErrors: { field: string | null; code: string; message: string }[];
}

function fakeGateway(overrides: Partial<Gateway> = {}): Gateway {
  const gateway: Gateway = {
    head: 4, write: true, paged: false, calls: [], diff: [], preview: { changes: [], conflicts: [] }, writeErrors: [], ...overrides,
  };
  const answer = (operationName: string, variables: Record<string, any>) => {
    const resource = (fields: object) => ({ resource: { __typename: 'Module', id: ID, ...fields } });
    switch (operationName) {
      case 'VersionGraph': {
        const older = variables.before !== undefined && variables.before !== null;
        const versions = !gateway.paged ? HISTORY : older ? HISTORY.filter((v) => v.version <= variables.before) : HISTORY.filter((v) => v.version > 2);
        return resource({
          head: gateway.head,
          permissions: { __typename: 'Permissions', write: gateway.write },
          versionGraph: { __typename: 'VersionGraph', head: gateway.head, older: gateway.paged && !older ? 2 : null, versions },
        });
      }
      case 'VersionDiff':
        return resource({ diff: { __typename: 'Diff', from: variables.from, to: variables.to, changes: gateway.diff.map((c) => ({ __typename: 'Change', ...c })) } });
      case 'MergePreview':
        return resource({
          mergePreview: {
            __typename: 'MergePreview', a: variables.a, b: variables.b, base: 2,
            changes: gateway.preview.changes.map((c) => ({ __typename: 'Change', ...c })),
            conflicts: gateway.preview.conflicts.map((c) => ({ __typename: 'MergeConflict', ...c })),
          },
        });
      case 'CopyModuleVersion':
      case 'MergeModuleVersions': {
        if (gateway.writeErrors.length) return { payload: { __typename: 'ModulePayload', resource: null, errors: gateway.writeErrors.map((e) => ({ __typename: 'UserError', ...e })) } };
        gateway.head = 7;
        HISTORY.push(version(7, operationName === 'CopyModuleVersion' ? [4, variables.from] : [4, variables.b]));
        return { payload: { __typename: 'ModulePayload', resource: { __typename: 'Module', id: ID, version: 7, head: 7 }, errors: [] } };
      }
      default:
        throw new Error(`the fake gateway does not know ${operationName}`);
    }
  };
  vi.stubGlobal('fetch', vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    gateway.calls.push({ operationName: body.operationName, variables: body.variables });
    const root = body.operationName.startsWith('Copy') || body.operationName.startsWith('Merge') && body.operationName !== 'MergePreview' ? 'Mutation' : 'Query';
    return new Response(JSON.stringify({ data: { __typename: root, ...answer(body.operationName, body.variables) } }), { headers: { 'content-type': 'application/json' } });
  }));
  return gateway;
}

function renderPanel(viewed: number) {
  const onOpen = vi.fn();
  const target: VersionHistoryTarget = { collection: 'modules', id: ID, version: viewed, onOpen };
  const result = renderUi(
    <ApolloProvider client={apolloClient}>
      <VersionHistoryPanel target={target} />
    </ApolloProvider>,
  );
  return { ...result, onOpen };
}

const writes = (gateway: Gateway) => gateway.calls.filter((c) => /^(Copy|Merge)Module/.test(c.operationName));

beforeEach(async () => {
  HISTORY.splice(6);
  await apolloClient.clearStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('the actions of the version viewed (§2.13)', () => {
  it('offers nothing but the graph on the latest version', async () => {
    fakeGateway();
    renderPanel(4);
    expect(await screen.findByText('Viewing version 4, the latest.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Version 4, latest, viewing, by Eddie Editor/ })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Go to latest', 'Copy this version to latest', 'Merge this branch with latest']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers go to latest and copy, not merge, for an older version of the latest one\'s own line', async () => {
    fakeGateway();
    const { user, onOpen } = renderPanel(2);
    expect(await screen.findByText('Viewing version 2 (read-only). The latest is version 4.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Version 2, viewing, tagged approved/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy this version to latest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge this branch with latest' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to latest' }));
    expect(onOpen).toHaveBeenCalledWith(4);
  });

  it('offers merge as well for a version on another branch', async () => {
    fakeGateway();
    renderPanel(5);
    expect(await screen.findByRole('button', { name: 'Merge this branch with latest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy this version to latest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to latest' })).toBeInTheDocument();
  });

  it('offers only go to latest to someone who may not write', async () => {
    fakeGateway({ write: false });
    renderPanel(5);
    expect(await screen.findByRole('button', { name: 'Go to latest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy this version to latest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge this branch with latest' })).not.toBeInTheDocument();
  });

  it('opens a version chosen in the graph (the screen shows it read-only)', async () => {
    fakeGateway();
    const { user, onOpen } = renderPanel(4);
    await user.click(await screen.findByRole('button', { name: /^Version 6, by Eddie Editor/ }));
    expect(onOpen).toHaveBeenCalledWith(6);
  });
});

describe('a long history', () => {
  it('draws the newest part first and shows older versions when asked', async () => {
    const gateway = fakeGateway({ paged: true });
    const { user } = renderPanel(4);
    await screen.findByRole('button', { name: /^Version 3,/ });
    expect(screen.queryByRole('button', { name: /^Version 2,/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older versions (from version 2 down)' }));
    expect(await screen.findByRole('button', { name: /^Version 1,/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Version 6,/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show older versions/ })).not.toBeInTheDocument();
    expect(gateway.calls.filter((c) => c.operationName === 'VersionGraph').map((c) => c.variables.before ?? null)).toEqual([null, 2]);
  });
});

describe('copy and merge', () => {
  it('shows what a copy changes, field by field with its values, and copies on confirmation', async () => {
    const gateway = fakeGateway({
      diff: [
        { operation: 'Changed', path: '/name', from: 'Shelf 800 oak', to: 'Shelf 800' },
        { operation: 'Added', path: '/skus/1', from: null, to: 'OA-SH-800-B' },
        { operation: 'Removed', path: '/parameters/1/max', from: 800, to: null },
      ],
    });
    const { user, onOpen } = renderPanel(2);
    await user.click(await screen.findByRole('button', { name: 'Copy this version to latest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Copy version 2 to latest' });
    const items = within(await within(dialog).findByTestId('change-list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Changednamewas "Shelf 800 oak"→now "Shelf 800"',
      'Addedskus › #2new value "OA-SH-800-B"',
      'Removedparameters › #2 › maxremoved value 800',
    ]);
    expect(gateway.calls.find((c) => c.operationName === 'VersionDiff')?.variables).toMatchObject({ collection: 'modules', id: ID, from: 4, to: 2 });
    expect(writes(gateway)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy to latest' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(7));
    expect(writes(gateway)).toEqual([{ operationName: 'CopyModuleVersion', variables: { id: ID, head: 4, from: 2 } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('folds a long value: its first words, opening to the whole value laid out field by field', async () => {
    const parameters = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, name: `Parameter number ${i}`, min: 100, max: 2400 }));
    fakeGateway({ diff: [{ operation: 'Changed', path: '/parameters', from: [], to: parameters }] });
    const { user } = renderPanel(2);
    await user.click(await screen.findByRole('button', { name: 'Copy this version to latest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Copy version 2 to latest' });
    const item = within(await within(dialog).findByTestId('change-list')).getByRole('listitem');
    const summary = item.querySelector('summary')!;
    expect(summary.textContent).toMatch(/^now \[\{"id":"p0".*\.\.\.$/);
    expect(item.querySelector('details')!.open).toBe(false);
    await user.click(summary);
    expect(item.querySelector('pre')!.textContent).toBe(JSON.stringify(parameters, null, 2));
  });

  it('merges a branch into the latest version after showing what the merge adds', async () => {
    const gateway = fakeGateway({ preview: { changes: [{ operation: 'Added', path: '/skus/1', from: null, to: 'OA-SH-800-B' }], conflicts: [] } });
    const { user, onOpen } = renderPanel(5);
    await user.click(await screen.findByRole('button', { name: 'Merge this branch with latest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge version 5 with latest' });
    expect(await within(dialog).findByText('skus › #2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(7));
    expect(writes(gateway)).toEqual([{ operationName: 'MergeModuleVersions', variables: { id: ID, head: 4, a: 4, b: 5 } }]);
  });

  it('shows the fields a conflicting merge would change on both sides, and writes nothing', async () => {
    const gateway = fakeGateway({ preview: { changes: [], conflicts: [{ path: '/name', base: 'Shelf 800', a: 'Shelf 800 oak', b: 'Shelf 800 deluxe' }] } });
    const { user, onOpen } = renderPanel(6);
    await user.click(await screen.findByRole('button', { name: 'Merge this branch with latest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge version 6 with latest' });
    const conflict = within(await within(dialog).findByTestId('conflict-list')).getByRole('listitem');
    expect(within(conflict).getByText('name')).toBeInTheDocument();
    expect(within(conflict).getByText('Latest (4)').nextSibling).toHaveTextContent('"Shelf 800 oak"');
    expect(within(conflict).getByText('Version 6').nextSibling).toHaveTextContent('"Shelf 800 deluxe"');
    expect(within(dialog).getByText(/both change these fields.*Nothing was changed\./)).toBeInTheDocument();
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.click(merge);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(gateway)).toEqual([]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says why the gateway refused a merge and stays on the version viewed', async () => {
    const gateway = fakeGateway({
      preview: { changes: [{ operation: 'Changed', path: '/price', from: '£40.00', to: '£38.00' }], conflicts: [] },
      writeErrors: [{ field: 'head', code: 'PRECONDITION_FAILED', message: 'Module 0123 has changed: its head is version 5, not 4' }],
    });
    const { user, onOpen } = renderPanel(5);
    await user.click(await screen.findByRole('button', { name: 'Merge this branch with latest' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText('price');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('Module 0123 has changed: its head is version 5, not 4')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    expect(writes(gateway)).toHaveLength(1);
  });
});

describe('the graph the popover holds', () => {
  const graphOf = (versions: VersionNode[], head: number, canWrite = true): LoadedGraph => ({
    head, canWrite, older: null, versions: new Map(versions.map((v) => [v.version, v])),
  });

  it('knows a version of the head\'s own line from one of another branch, and says when it cannot know', () => {
    const all = graphOf(HISTORY, 4);
    expect(isAncestor(all.versions, 4, 2)).toBe(true);
    expect(isAncestor(all.versions, 4, 5)).toBe(false);
    expect(isAncestor(all.versions, 4, 6)).toBe(false);
    // only the newest versions loaded: 3's parent 2 is not, and 1 may lie behind it
    const newest = graphOf(HISTORY.filter((v) => v.version >= 3), 4);
    expect(isAncestor(newest.versions, 4, 1)).toBeUndefined();
    expect(choicesFor(newest, 1)).toEqual({ goToLatest: true, copy: true, merge: true });
    expect(choicesFor(all, 1)).toEqual({ goToLatest: true, copy: true, merge: false });
    expect(choicesFor(graphOf(HISTORY, 4, false), 6)).toEqual({ goToLatest: true, copy: false, merge: false });
  });

  it('adds older pages below what it has, and a newer window above without losing them', () => {
    const window = mergePart(null, { head: 60, older: 10, versions: [version(11, [10])] }, true, 'window');
    const older = mergePart(window, { head: 60, older: null, versions: [version(10, [9])] }, true, 'older');
    expect(older.older).toBeNull();
    const refreshed = mergePart(older, { head: 61, older: 11, versions: [version(12, [11])] }, true, 'window');
    expect([...refreshed.versions.keys()].sort((a, b) => a - b)).toEqual([10, 11, 12]);
    expect(refreshed).toMatchObject({ head: 61, older: null });
  });

  it('starts at zoom 40, the graph at its natural size', () => {
    expect(scaleOfZoom(START_ZOOM)).toBe(1);
    expect(scaleOfZoom(0)).toBeCloseTo(0.2);
    expect(scaleOfZoom(100)).toBeCloseTo(2);
    for (const zoom of [0, 17, 40, 63, 100]) expect(zoomOfScale(scaleOfZoom(zoom))).toBe(zoom);
  });

  it('reads a change\'s path and values in words', () => {
    expect(readablePath('/parameters/0/name')).toBe('parameters › #1 › name');
    expect(readablePath('/a~1b/c~0d')).toBe('a/b › c~d');
    expect(readableValue(undefined)).toBe('(none)');
    expect(readableValue(null)).toBe('empty');
    expect(readableValue({ id: 'x', n: 2 })).toBe('{"id":"x","n":2}');
    expect(readableValue('x'.repeat(200))).toMatch(/^"x+\.\.\.$/);
  });
});
