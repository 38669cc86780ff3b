// The product editor's form over a stand-in gateway: the module kind's real JSON Schema (as the
// server publishes it) drives the §5 messages, a stale save shows the conflict and offers a branch,
// and unsaved changes are not lost without a question.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { documentSchemaOf } from '../../rest/model/kinds/document-schemas.ts';
import { VersionHistoryButton, VersionHistoryProvider } from '../../web/src/frame/VersionHistory.tsx';
import { ProductEditor } from '../../web/src/products/editor/ProductEditor.tsx';
import { renderUi } from './render.tsx';

const ID = '0123456789abcdef01234567';
const SHELF_PIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';

interface Fixture {
  head: number;
  versions: Record<number, Record<string, unknown>>;
  /** what the next saves answer, in turn; a save with nothing queued succeeds */
  saveAnswers: ('conflict' | 'ok')[];
  saves: Record<string, any>[];
  /** who uses the module, paged as the gateway pages them: 20 a page, the cursor the next offset */
  usages: { collection: string; id: string; name: string | null }[];
  /** the open orders on older versions (B2), by version */
  openOrders?: { version: number; count: number }[];
}

const USAGE_PAGE = 20;

function usagePage(fixture: Fixture, offset: number) {
  const items = fixture.usages.slice(offset, offset + USAGE_PAGE).map((usage) => ({ __typename: 'Usage', ...usage, version: 1, usesVersion: 1 }));
  return { __typename: 'UsagePage', items, next: offset + USAGE_PAGE < fixture.usages.length ? String(offset + USAGE_PAGE) : null };
}

function documentAt(version: number) {
  return {
    __typename: 'ModuleDocument',
    name: version === 1 ? 'Shelf 800' : `Shelf 800 v${version}`,
    description: 'Adjustable shelf on pins',
    categories: ['Shelves'],
    functions: ['Storage'],
    skus: ['OA-SH-800'],
    price: '£38.00',
    parameters: [
      { __typename: 'Parameter', id: 'width', name: 'Width', type: 'Quantity', target: 'Mesh', default: 800, options: null, min: 400, max: 800, step: 10, unit: 'mm', dimension: 'Length' },
      { __typename: 'Parameter', id: 'handles', name: 'With handles', type: 'Boolean', target: 'Visibility', default: true, options: null, min: null, max: null, step: null, unit: null, dimension: null },
    ],
    connectors: [
      {
        __typename: 'Connector', id: 'pin-left', name: 'Left pin row', position: [0, 0, 0], direction: null, freedom: 'Fixed',
        connectorType: { __typename: 'ConnectorTypeRef', id: SHELF_PIN, version: 1, resource: { __typename: 'ConnectorType', id: SHELF_PIN, version: 1, name: 'Shelf pin' } },
      },
    ],
    source: null,
    productionParts: null,
  };
}

function moduleAt(fixture: Fixture, version: number) {
  return {
    __typename: 'Module',
    id: ID,
    version,
    head: fixture.head,
    lastEdited: '2026-01-02T10:00:00.000Z',
    owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
    permissions: { __typename: 'Permissions', write: true },
    document: fixture.versions[version],
    usages: usagePage(fixture, 0),
    openOrdersOnOlderVersions: (fixture.openOrders ?? []).map((entry) => ({ __typename: 'ModuleVersionOrders', ...entry })),
  };
}

/** The gateway as the editor uses it: the module, the kind's schema, the connector types, and saves. */
function answer(fixture: Fixture, operationName: string, variables: Record<string, any>): Record<string, unknown> {
  switch (operationName) {
    case 'ModuleEditor':
      return { module: moduleAt(fixture, variables.version ?? fixture.head) };
    case 'ModuleUsages':
      return { module: { __typename: 'Module', id: ID, usages: usagePage(fixture, Number(variables.cursor)) } };
    case 'ModuleDocumentSchema':
      return { documentSchema: documentSchemaOf('modules') };
    case 'ConnectorTypeOptions':
      return { connectorTypes: { __typename: 'ConnectorTypePage', items: [{ __typename: 'ConnectorTypeRow', id: SHELF_PIN, head: 1, name: 'Shelf pin' }] } };
    case 'SaveModule': {
      fixture.saves.push(variables);
      if (fixture.saveAnswers.shift() === 'conflict') {
        fixture.head += 1;
        fixture.versions[fixture.head] = documentAt(fixture.head);
        const error = { __typename: 'UserError', field: 'expectedHead', code: 'PRECONDITION_FAILED', message: `Module has changed: its head is version ${fixture.head}` };
        return { patchModule: { __typename: 'ModulePayload', module: null, errors: [error] } };
      }
      const version = Math.max(...Object.keys(fixture.versions).map(Number)) + 1;
      fixture.versions[version] = { ...fixture.versions[variables.onVersion ?? fixture.head], ...variables.patch, __typename: 'ModuleDocument' };
      if (!variables.options?.notHead) fixture.head = version;
      return { patchModule: { __typename: 'ModulePayload', module: { __typename: 'Module', id: ID, version, head: fixture.head }, errors: [] } };
    }
    default:
      throw new Error(`the stand-in gateway does not know ${operationName}`);
  }
}

/** The editor at /products/{ID}; `changes` alter the module's first version. */
function renderEditor(changes: Record<string, unknown> = {}, usages: Fixture['usages'] = [{ collection: 'orders', id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'OA-1001' }], openOrders: Fixture['openOrders'] = []) {
  const fixture: Fixture = { head: 1, versions: { 1: { ...documentAt(1), ...changes } }, saveAnswers: [], saves: [], usages, openOrders };
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? print(operation.query);
    // the documents select the root's __typename too (schema/add-typename.cjs)
    const data = { __typename: name === 'SaveModule' ? 'Mutation' : 'Query', ...answer(fixture, name, operation.variables) };
    return new Observable((observer) => {
      // answered a moment later, as a server does
      const timer = setTimeout(() => {
        observer.next({ data });
        observer.complete();
      }, 5);
      return () => clearTimeout(timer);
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { Module: { keyFields: false, merge: true } } }) });
  const router = createMemoryRouter(
    [
      {
        path: '/products/:id',
        element: (
          <VersionHistoryProvider>
            <VersionHistoryButton />
            <ProductEditor />
          </VersionHistoryProvider>
        ),
      },
      { path: '/products', element: <h1>Products</h1> },
    ],
    { initialEntries: [`/products/${ID}`] },
  );
  const view = renderUi(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, fixture, router, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

const nameField = () => screen.getAllByRole('textbox', { name: /^Name/ })[0];

afterEach(() => {
  document.title = '';
});

describe('the product editor form', () => {
  it('shows the module document with its connector types by name and who uses it', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shelf 800' })).toBeInTheDocument();
    expect(screen.getByText('Version 1 (latest)')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Shelf 800');
    expect(screen.getByRole('combobox', { name: 'Connector type' })).toHaveDisplayValue('Shelf pin');
    expect(screen.getByRole('link', { name: 'OA-1001' })).toHaveAttribute('href', '/orders/bbbbbbbbbbbbbbbbbbbbbbbb');
    expect(screen.getByRole('img', { name: 'Shelf 800: No image' })).toBeInTheDocument();
    // the Quantity's default is a number input within its range, the Boolean's a switch
    const width = screen.getByRole('spinbutton', { name: 'Default (mm)' });
    expect(width).toHaveAttribute('min', '400');
    expect(width).toHaveAttribute('max', '800');
    expect(width).toHaveAttribute('step', '10');
    expect(screen.getByRole('checkbox', { name: /Default/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Version history' })).not.toHaveAttribute('aria-disabled');
  });

  it('counts the open orders on older versions of the module, each version linking to what changed since (B2)', async () => {
    renderEditor({}, undefined, [{ version: 1, count: 2 }, { version: 2, count: 1 }]);
    const card = await screen.findByRole('region', { name: 'Used by' });
    const notice = await within(card).findByRole('status');
    expect(within(notice).getByText('3 open orders use an older version')).toBeInTheDocument();
    expect(within(notice).getByText('2 open orders on v1')).toBeInTheDocument();
    expect(within(notice).getByText('1 open order on v2')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'See what changed since v1' })).toHaveAttribute('href', `/products/${ID}?version=1`);
  });

  it('shows who uses the module a page at a time, the next page on request', async () => {
    const usages = Array.from({ length: 45 }, (_, n) => ({ collection: 'orders', id: n.toString(16).padStart(24, 'c'), name: `OA-${2000 + n}` }));
    renderEditor({}, usages);
    const card = await screen.findByRole('region', { name: 'Used by' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(20));
    expect(within(card).getByRole('link', { name: 'OA-2019' })).toHaveAttribute('href', `/orders/${usages[19].id}`);
    await act(async () => within(card).getByRole('button', { name: 'Show more users' }).click());
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(40));
    await act(async () => within(card).getByRole('button', { name: 'Show more users' }).click());
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(45));
    expect(within(card).getByRole('link', { name: 'OA-2044' })).toBeInTheDocument();
    // the last page says there is no more
    expect(within(card).queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('offers a 3D preview of a mesh source, and the image where the browser cannot draw it', async () => {
    const file = { __typename: 'FileInfo', name: 'shelf.stl', uri: `/api/modules/${ID}/v/1/source/file.stl`, hashString: 'a'.repeat(64) };
    renderEditor({ source: { __typename: 'ModuleSource', image: null, render: null, onshape: null, geometrySettings: null, file: { __typename: 'ModuleSourceFile', file } } });
    const source = await screen.findByRole('region', { name: 'Source' });
    expect(within(source).getByText('File: shelf.stl')).toBeInTheDocument();
    // the preview loads, finds no WebGL in happy-dom, and gives way to the module image's 'No image'
    expect(await within(source).findByRole('img', { name: 'Shelf 800: No image' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('tells assistive technology why the preview of a STEP source gave way to the image', async () => {
    const file = { __typename: 'FileInfo', name: 'shelf.stp', uri: null, hashString: 'b'.repeat(64) };
    const geometrySettings = { __typename: 'ModuleSourceGeometrySettings', cadOrientation: 'PositiveZ' };
    renderEditor({ source: { __typename: 'ModuleSource', image: null, render: null, onshape: null, geometrySettings, file: { __typename: 'ModuleSourceFile', file } } });
    const source = await screen.findByRole('region', { name: 'Source' });
    // (the spinner while the file converts is seen in Chromium: tests/e2e/product-editor.e2e.test.ts)
    expect(await within(source).findByRole('img', { name: 'Shelf 800: No image' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(source).getByRole('status')).toHaveTextContent('The 3D preview of shelf.stp could not be shown: this browser cannot draw 3D (WebGL).');
    expect(within(source).getByText('File: shelf.stp')).toBeInTheDocument();
  });

  it('lists the production parts by group', async () => {
    const part = (path: string[], quantity: number) => ({ __typename: 'ModuleProductionPartsGroupPart', path, name: null, quantity, material: 'Oak 18 mm' });
    const groups = [{ __typename: 'ModuleProductionPartsGroup', key: 'Panel', parts: [part(['shelf', 'top'], 1), part(['shelf', 'edge'], 2)] }];
    renderEditor({ productionParts: { __typename: 'ModuleProductionParts', groups } });
    const panel = await screen.findByRole('region', { name: 'Production parts' });
    expect(within(panel).getByRole('heading', { name: '2 Panel Parts' })).toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['shelf/top', 'Oak 18 mm', '1'], ['shelf/edge', 'Oak 18 mm', '2']]);
  });

  it("validates with the kind's schema and shows the §5 messages only once a field is touched", async () => {
    const { user, fixture } = renderEditor({ price: '£'.padEnd(101, '9') });
    await screen.findByRole('heading', { level: 1, name: 'Shelf 800' });

    // the price stored before the schema limited it: nothing is said until the field is touched
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('£'.padEnd(101, '9'));
    expect(screen.queryByText('Value is too long')).not.toBeInTheDocument();
    await user.click(price);
    await user.tab();
    expect(await screen.findByText('Value is too long')).toBeInTheDocument();
    await user.clear(price);
    await user.paste('£38.00');
    await waitFor(() => expect(screen.queryByText('Value is too long')).not.toBeInTheDocument());

    // a new parameter is valid as it comes; its name is required
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    const card = screen.getByRole('group', { name: 'New parameter' });
    expect(within(card).getByRole('textbox', { name: 'Id' })).toHaveValue('parameter-3');
    await user.clear(within(card).getByRole('textbox', { name: /^Name/ }));
    expect(await within(screen.getByRole('group', { name: 'Parameter 3' })).findByText('This field is required')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Details' });
    await user.clear(nameField());
    expect(await within(details).findByText('This field is required')).toBeInTheDocument();
    await user.click(nameField());
    await user.paste('x'.repeat(201));
    expect(await within(details).findByText('Value is too long')).toBeInTheDocument();
    await user.clear(nameField());
    await user.paste('Shelf 800 deep');

    // a step of 0 breaks the schema's exclusiveMinimum: 'Invalid value'
    const step = within(screen.getByRole('group', { name: 'Width' })).getByRole('spinbutton', { name: 'Step' });
    await user.clear(step);
    await user.type(step, '0');
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the refused submit puts the focus back on the first field in error, from the Save button
    await waitFor(() => expect(step).toHaveFocus());
    expect(fixture.saves).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('saves only what changed, with the version it was editing as the expected head', async () => {
    const { user, fixture } = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Shelf 800' });
    const categories = screen.getByRole('textbox', { name: 'Categories' });
    await user.type(categories, 'Tall{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Version 2 (latest)')).toBeInTheDocument();
    expect(fixture.saves).toEqual([{ id: ID, patch: { categories: ['Shelves', 'Tall'] }, expectedHead: 1 }]);
    expect(screen.getByText('No changes')).toBeInTheDocument();
  });

  it('says when someone saved in between, and saves the changes as a branch from the version edited', async () => {
    const { user, fixture, location } = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Shelf 800' });
    fixture.saveAnswers.push('conflict');
    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.paste('£40.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved this product' });
    expect(within(dialog).getByText(/You were editing version 1, but version 2 was saved in the meantime\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save as a branch' }));

    await waitFor(() => expect(location()).toBe(`/products/${ID}?version=3`));
    expect(fixture.saves[1]).toEqual({ id: ID, patch: { price: '£40.00' }, onVersion: 1, options: { notHead: true } });
    expect(fixture.head).toBe(2);
    expect(await screen.findByText('Version 3 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('£40.00');
    expect(screen.getByRole('textbox', { name: 'Price' })).toBeDisabled();
    expect(screen.getByText('Version 3 (read-only)')).toBeInTheDocument();
    expect(screen.getByText('This is not the latest version (2). Open the version history to copy or merge it.')).toBeInTheDocument();
  });

  it('reloads the latest version when the user drops their changes after a conflict', async () => {
    const { user, fixture } = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Shelf 800' });
    fixture.saveAnswers.push('conflict');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste(' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved this product' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload latest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shelf 800 v2' })).toBeInTheDocument();
    expect(screen.getByText('Version 2 (latest)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Adjustable shelf on pins');
    expect(fixture.saves).toHaveLength(1);
  });

  it('asks before unsaved changes are lost by leaving, and lets the user stay or leave', async () => {
    const { user, router, location, fixture } = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Shelf 800' });
    // someone saved version 2 meanwhile: version 1 is an older version to go to
    fixture.head = 2;
    fixture.versions[2] = documentAt(2);

    // nothing changed: leaving does not ask
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.click(nameField());
    await user.paste(' deep');
    expect(unload()).toBe(true);
    await act(() => router.navigate('/products'));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe(`/products/${ID}`);
    expect(nameField()).toHaveValue('Shelf 800 deep');

    // another version of the same product is a navigation too
    await act(() => router.navigate(`/products/${ID}?version=1`));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe(`/products/${ID}?version=1`));
  });
});
