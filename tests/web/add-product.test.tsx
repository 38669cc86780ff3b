// Creating a product from CAD on the products page (issue 21 §2), over the fake API: 'Add product' and a
// file dropped on the page both upload to POST /api/cad-imports; the new row shows its '% Completed'
// and the page reads again until the import is done; a refused file says why; 'Show me how' starts the tour.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

interface Row {
  id: string;
  name: string;
  progress: number | null;
  picture: string | null;
}

/** A products list the upload adds to, and the uploads made; `refuse` answers every upload with that error. */
function importsApi(refuse?: { status: number; message: string }, options: { providers?: { name: string; label: string }[]; rest?: (method: string, path: string, body: unknown, rows: Row[]) => Response | undefined } = {}) {
  const rows: Row[] = [];
  const uploads: string[] = [];
  const api = fakeApi({
    ...(options.providers && { providers: options.providers }),
    operations: {
      ModuleList: () => ({
        modules: {
          __typename: 'ModulePage', total: rows.length, totalExact: true, next: null,
          items: rows.map((r) => ({
            __typename: 'ModuleRow' as const, id: r.id, version: 1, head: 1, lastEdited: '2026-03-07T10:00:00.000Z', name: r.name, progress: r.progress, picture: r.picture,
            owner: { __typename: 'User' as const, email: 'admin@demo.joinery.test', name: 'Ada Admin' },
            permissions: { __typename: 'Permissions' as const, write: true, duplicate: true, delete: true },
            data: { __typename: 'ModuleRowData' as const, categories: [], source: 'STEP', nParameters: 0, nConnectors: 0 },
          })),
        },
      }),
      ProductSyncPoints: () => ({ me: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: 'demo', syncPoints: [] } } }),
    },
    rest: (method, path, body) => {
      const own = options.rest?.(method, path, body, rows);
      if (own) return own;
      if (method !== 'POST' || path !== '/api/cad-imports') return undefined;
      const file = (body as FormData).get('file') as File;
      uploads.push(file.name);
      if (refuse) return new Response(JSON.stringify({ message: refuse.message }), { status: refuse.status, headers: { 'content-type': 'application/json' } });
      const id = String(rows.length + 1).padStart(24, '0');
      const name = file.name.replace(/\.[^.]+$/, '');
      rows.push({ id, name, progress: 0.25, picture: null });
      return new Response(JSON.stringify({ module: { id, version: 1, document: { name } }, task: { id: 't1' } }), { status: 201, headers: { 'content-type': 'application/json' } });
    },
  });
  return { ...api, rows, uploads };
}

const stepFile = (name = 'Wall cabinet.step') => new File(['ISO-10303-21;\nHEADER;'], name, { type: 'model/step' });

describe('Add product', () => {
  it('uploads the chosen CAD file; the new product shows its % Completed until its import is done, then its picture', async () => {
    const api = importsApi();
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Add your first product' })).toBeInTheDocument();
    const chooser = screen.getByLabelText('CAD file for a new product');
    expect(chooser).toHaveAttribute('accept', '.step,.stp,.iges,.igs,.stl,.obj,.glb');
    await userEvent.upload(chooser, stepFile());
    expect(api.uploads).toEqual(['Wall cabinet.step']);
    expect(await screen.findByText('Wall cabinet is being imported from Wall cabinet.step')).toBeInTheDocument();
    const row = async () => (await screen.findByRole('checkbox', { name: 'Select Wall cabinet' })).closest('tr')!;
    expect(within(await row()).getByText('25% Completed')).toBeInTheDocument();

    // the import moves on, then ends: the page keeps reading while a row has progress
    api.rows[0].progress = 0.75;
    await waitFor(async () => expect(within(await row()).getByText('75% Completed')).toBeInTheDocument(), { timeout: 5000 });
    Object.assign(api.rows[0], { progress: null, picture: `/api/image/modules/${api.rows[0].id}/v/2/source/image.png` });
    await waitFor(async () => expect(within(await row()).getByText('07/03/26')).toBeInTheDocument(), { timeout: 5000 });
    expect((await row()).querySelector('img')).toHaveAttribute('src', `/api/image/modules/${api.rows[0].id}/v/2/source/image.png`);
  });

  it('says why a file was refused', async () => {
    importsApi({ status: 415, message: 'not a STEP file' });
    renderApp('/products');
    await userEvent.upload(await screen.findByLabelText('CAD file for a new product'), stepFile('notes.step'));
    expect(await screen.findByText('not a STEP file')).toBeInTheDocument();
    expect(screen.getByText('Could not import the file')).toBeInTheDocument();
  });
});

describe('drag and drop', () => {
  it('a CAD file dropped on the page is imported; while it is dragged over, the page says what dropping does', async () => {
    const api = importsApi();
    renderApp('/products');
    const page = (await screen.findByRole('heading', { name: 'Products', level: 1 })).closest('[data-tour="products"]')!;
    const file = stepFile('Drawer unit.stp');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(page, { dataTransfer });
    expect(screen.getByText('Drop a STEP, IGES, STL, OBJ or GLB file to create a product')).toBeInTheDocument();
    fireEvent.drop(page, { dataTransfer });
    expect(screen.queryByText('Drop a STEP, IGES, STL, OBJ or GLB file to create a product')).not.toBeInTheDocument();
    await waitFor(() => expect(api.uploads).toEqual(['Drawer unit.stp']));
    expect(await screen.findByRole('checkbox', { name: 'Select Drawer unit' })).toBeInTheDocument();
  });
});

describe("the empty state's 'Show me how'", () => {
  it('starts the guided tour of adding a product', async () => {
    importsApi();
    renderApp('/products');
    await userEvent.click(await screen.findByRole('link', { name: 'Show me how' }));
    expect(await screen.findByText('Add a product from CAD', {}, { timeout: 10_000 })).toBeInTheDocument();
    // leaving the page ends its tour: the popover lives outside React and would stay over the next screen
    cleanup();
    await waitFor(() => expect(document.querySelector('.driver-popover')).toBeNull());
  });
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DOCUMENT = 'd0c0000000000000000000d0';

/** The linked Onshape account as the server lists it (the REST test checks these lists against a stand-in for Onshape), and the imports asked for. */
function onshapeApi(linked = true) {
  const imports: unknown[] = [];
  const api = importsApi(undefined, {
    rest: (method, path, body, rows) => {
      if (!path.startsWith('/api/cad-imports/onshape')) return undefined;
      if (!linked) return answer(409, { message: 'No Onshape account is linked to you: sign in with Onshape once, then import' });
      if (path.endsWith('/documents')) return answer(200, { documents: [{ id: DOCUMENT, name: 'Shelving' }, { id: 'd1ff', name: 'Drafts' }] });
      if (path.endsWith(`/documents/${DOCUMENT}/versions`)) return answer(200, { versions: [{ id: 'v2', name: 'V2 deeper', created: null }, { id: 'v1', name: 'V1', created: null }] });
      if (path.endsWith(`/documents/${DOCUMENT}/versions/v2/elements`)) return answer(200, { elements: [{ id: 'e1', name: 'Shelf', elementType: 'PARTSTUDIO' }, { id: 'e2', name: 'Bay', elementType: 'ASSEMBLY' }] });
      if (method === 'POST' && path === '/api/cad-imports/onshape') {
        imports.push(JSON.parse(String(body)));
        rows.push({ id: '0'.repeat(23) + '9', name: 'Shelf', progress: 0, picture: null });
        return answer(201, { module: { id: '0'.repeat(23) + '9', version: 1, document: { name: 'Shelf' } }, task: { id: 't9' } });
      }
      return answer(404, { message: `no ${path}` });
    },
  });
  return { ...api, imports };
}

describe("'From Onshape'", () => {
  it('chooses a document, a version and a part studio of the linked account, and imports it: the product shows on the table', async () => {
    const api = onshapeApi();
    renderApp('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'From Onshape' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a product from Onshape' });
    const choose = async (label: string, option: string) => {
      const select = within(dialog).getByLabelText(label);
      await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
      await userEvent.selectOptions(select, option);
    };
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await choose('Document', 'Shelving');
    await choose('Version', 'V2 deeper');
    await choose('Part studio or assembly', 'Shelf (part studio)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.imports).toEqual([
      { onshape: { documentId: DOCUMENT, wvmType: 'Version', wvmId: 'v2', elementId: 'e1', elementType: 'PARTSTUDIO', documentName: 'Shelving', elementName: 'Shelf' } },
    ]));
    expect(await screen.findByText('Shelf is being imported from Onshape')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import a product from Onshape' })).not.toBeInTheDocument());
    const row = (await screen.findByRole('checkbox', { name: 'Select Shelf' })).closest('tr')!;
    expect(within(row).getByText('0% Completed')).toBeInTheDocument();
  });

  it('says why when no Onshape account is linked', async () => {
    onshapeApi(false);
    renderApp('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'From Onshape' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Onshape account is linked to you: sign in with Onshape once, then import');
  });
});
