// The products page (§2.4) and the dashboard's products overview, in the real route tree over the
// fake API: the columns and their texts, search, the row actions with the §8 messages, the batch
// tools over categories and functions (§5), Sync, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { splitEntries } from '../../web/src/products/LabelTool.tsx';
import { lastEditedText, PRODUCT_SORTS } from '../../web/src/products/productTable.tsx';
import { moduleKind } from '../../rest/model/kinds/module.kind.ts';
import { sortParameters } from '../../rest/model/lists/resource-lists.ts';
import { sortEnumValue } from '../../gateway/kind-names.ts';
import { deleteQuestion } from '../../web/src/products/useProductActions.tsx';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
// each test opens the app's routes, whose code loads lazily: slow on a busy machine
vi.setConfig({ testTimeout: 45_000 });

interface Product {
  id: string;
  name: string;
  description?: string;
  categories: string[];
  functions: string[];
  source?: string;
  progress?: number | null;
  usedBy?: string[];
}

const LONG = 'Wardrobe carcass with sliding doors and soft-close runners, 2400 mm';
const seed = (): Product[] => [
  { id: 'a'.repeat(24), name: 'Shelf 800', categories: ['Shelves'], functions: ['Storage'], source: 'Onshape' },
  { id: 'b'.repeat(24), name: 'Side panel 1800', categories: ['Frames'], functions: ['Support'], usedBy: ['Oak bookcase'] },
  { id: 'c'.repeat(24), name: LONG, categories: ['Shelves', 'Fittings'], functions: [], progress: 0.42 },
];

/** The fake gateway's products: a stateful list the operations read and change, and the calls made. */
function productsApi(products: Product[] = seed(), extra: { syncPoints?: string[]; refuse?: string; labelPage?: number } = {}) {
  const calls: { op: string; variables: Record<string, any> }[] = [];
  const log = (op: string, variables: Record<string, any>) => calls.push({ op, variables });
  const row = (p: Product) => ({
    __typename: 'ModuleRow' as const, id: p.id, version: 1, head: 1, lastEdited: '2026-03-07T10:00:00.000Z', name: p.name, progress: p.progress ?? null, picture: null,
    owner: { __typename: 'User' as const, email: 'admin@demo.joinery.test', name: 'Ada Admin' },
    permissions: { __typename: 'Permissions' as const, write: true, duplicate: true, delete: true },
    data: { __typename: 'ModuleRowData' as const, categories: p.categories, source: p.source ?? 'unknown', nParameters: 2, nConnectors: 0 },
  });
  const payload = (changed: Product[]) =>
    extra.refuse
      ? { __typename: 'LabelPayload' as const, changed: [], errors: [{ __typename: 'UserError' as const, field: null, code: 'FORBIDDEN' as const, message: extra.refuse }] }
      : { __typename: 'LabelPayload' as const, changed: changed.map((p) => ({ __typename: 'Module' as const, id: p.id, version: 2 })), errors: [] };
  const holding = (list: 'categories' | 'functions', name: string) => products.filter((p) => p[list].includes(name));
  const api = fakeApi({
    operations: {
      ModuleList: (variables) => {
        log('ModuleList', variables);
        const search = variables.filter?.search?.toLowerCase();
        const found = products.filter((p) => !search || [p.name, p.description ?? '', ...p.categories].some((t) => t.toLowerCase().includes(search)));
        const limit = variables.page?.limit ?? 10;
        const start = Number(variables.page?.cursor ?? 0);
        const items = found.slice(start, start + limit);
        return { modules: { __typename: 'ModulePage', total: found.length, totalExact: true, next: start + limit < found.length ? String(start + limit) : null, items: items.map(row) } };
      },
      ProductSyncPoints: () => ({ me: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: 'demo', syncPoints: extra.syncPoints ?? [] } } }),
      LabelList: ({ list, cursor }) => {
        // paged as the gateway pages them (200 a page unless the test asks fewer), the cursor the next offset
        const values = [...new Set(products.flatMap((p) => p[list as 'categories']))].sort();
        const [start, size] = [Number(cursor ?? 0), extra.labelPage ?? 200];
        return { labels: { __typename: 'LabelPage', items: values.slice(start, start + size), next: start + size < values.length ? String(start + size) : null } };
      },
      AddLabel: (variables) => {
        log('AddLabel', variables);
        const changed = products.filter((p) => [variables.ids].flat().includes(p.id) && !p[variables.list as 'categories'].includes(variables.name));
        if (!extra.refuse) for (const p of changed) p[variables.list as 'categories'].push(variables.name);
        return { addLabel: payload(changed) };
      },
      RenameLabel: (variables) => {
        log('RenameLabel', variables);
        const changed = holding(variables.list, variables.name);
        for (const p of changed) p[variables.list as 'categories'] = p[variables.list as 'categories'].map((v) => (v === variables.name ? variables.newName : v));
        return { renameLabel: payload(changed) };
      },
      DeleteLabel: (variables) => {
        log('DeleteLabel', variables);
        const changed = holding(variables.list, variables.name);
        for (const p of changed) p[variables.list as 'categories'] = p[variables.list as 'categories'].filter((v) => v !== variables.name);
        return { deleteLabel: payload(changed) };
      },
      DuplicateProduct: ({ id }) => {
        log('DuplicateProduct', { id });
        const original = products.find((p) => p.id === id);
        if (!original) return { duplicateModule: { __typename: 'ModulePayload', module: null, errors: [{ __typename: 'UserError', code: 'NOT_FOUND', message: 'gone' }] } };
        // the server names the copy (gateway tests check the rule); the page shows what it answers
        const copy = { ...original, id: 'd'.repeat(24), name: `${original.name} Duplicated`, usedBy: undefined };
        products.push(copy);
        return { duplicateModule: { __typename: 'ModulePayload', module: { __typename: 'Module', id: copy.id, name: copy.name }, errors: [] } };
      },
      DeleteProduct: ({ id }) => {
        log('DeleteProduct', { id });
        const product = products.find((p) => p.id === id)!;
        if (product.usedBy) {
          return { deleteModule: { __typename: 'DeletePayload', deleted: false, usedBy: product.usedBy.map((name) => ({ __typename: 'ResourceMention', collection: 'products', id: 'e'.repeat(24), name })), errors: [{ __typename: 'UserError', code: 'FAILED_DEPENDENCY', message: 'used' }] } };
        }
        products.splice(products.indexOf(product), 1);
        return { deleteModule: { __typename: 'DeletePayload', deleted: true, usedBy: [], errors: [] } };
      },
    },
  });
  return { ...api, products, calls, callsOf: (op: string) => calls.filter((c) => c.op === op).map((c) => c.variables) };
}

const table = () => screen.findByRole('table', { name: 'Products' });
const rowOf = async (name: string) => (await screen.findByRole('checkbox', { name: `Select ${name}` })).closest('tr')!;

describe('the products table (§2.4)', () => {
  it('shows every column: names cut at 40, dd/MM/yy or % Completed, the source tag or unknown, counts', async () => {
    productsApi();
    renderApp('/products');
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Name', 'Category', 'Owner', 'Last edited', 'Source', 'Parameters', 'Connectors', 'Actions']);
    const shelf = within(await rowOf('Shelf 800')).getAllByRole('cell').map((c) => c.textContent);
    expect(shelf.slice(1, 8)).toEqual(['Shelf 800', 'Shelves', 'Ada Admin', '07/03/26', 'Onshape', '2', '0']);
    const long = within(await rowOf(LONG)).getAllByRole('cell').map((c) => c.textContent);
    expect(long[1]).toBe(`${LONG.slice(0, 40)}...`);
    expect(long[4]).toBe('42% Completed');
    expect(long[5]).toBe('unknown');
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
    expect(lastEditedText({ lastEdited: '2026-03-07T10:00:00.000Z', progress: 1 })).toBe('07/03/26');
  });

  it('sorts every column on the server: each header asks for its order (numbers and dates largest first), then the other way', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    await table();
    const sortAfterClick = async (name: string) => {
      const before = api.callsOf('ModuleList').length;
      await app.user.click(within(await table()).getByRole('button', { name }));
      await waitFor(() => expect(api.callsOf('ModuleList').length).toBeGreaterThan(before));
      return api.callsOf('ModuleList').at(-1)!.page.sort as string;
    };
    const orders: Record<string, string> = {};
    for (const name of ['Name', 'Category', 'Owner', 'Last edited', 'Source', 'Parameters', 'Connectors']) orders[name] = await sortAfterClick(name);
    expect(orders).toEqual({
      Name: 'name',
      Category: 'category',
      Owner: 'owner',
      'Last edited': 'lastEdited_DESC',
      Source: 'source',
      Parameters: 'parameters_DESC',
      Connectors: 'connectors_DESC',
    });
    expect(await sortAfterClick('Connectors')).toBe('connectors');
    expect(within(await table()).getByRole('columnheader', { name: 'Connectors' })).toHaveAttribute('aria-sort', 'ascending');
    // the orders the table knows are exactly the ones the server's registry gives modules (the generated ModuleSort)
    expect([...PRODUCT_SORTS].sort()).toEqual(sortParameters(moduleKind).map(sortEnumValue).sort());
  });

  it('searches on the server and returns to the page it left when the search is cleared', async () => {
    const many: Product[] = Array.from({ length: 12 }, (_, i) => ({ id: i.toString(16).padStart(24, '0'), name: `Panel ${i + 1}`, categories: i === 11 ? ['Fittings'] : ['Panels'], functions: [] }));
    const api = productsApi(many);
    const app = renderApp('/products');
    await screen.findByText('Showing 1 to 10 of 12 entries');
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 11 to 12 of 12 entries');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search products by name, description or category' }), 'FITT');
    await screen.findByText('Showing 1 to 1 of 1 entries');
    expect(api.callsOf('ModuleList').at(-1)!.filter).toEqual({ search: 'fitt' });
    await app.user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByText('Showing 11 to 12 of 12 entries');
    await app.user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("invites the first product when there is none: 'Add your first product'", async () => {
    productsApi([]);
    renderApp('/products');
    expect(await screen.findByText('Add your first product')).toBeInTheDocument();
    expect(screen.getByText('Use your CAD data to create a new product.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me how' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('row actions (§2.4, §8)', () => {
  it('Edit opens /products/{id} in a new tab, and says so when pop-ups are blocked', async () => {
    productsApi();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce({} as Window).mockReturnValueOnce(null);
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Shelf 800' }));
    expect(open).toHaveBeenCalledWith(`/products/${'a'.repeat(24)}`, '_blank');
    await app.user.click(screen.getByRole('button', { name: 'Edit Shelf 800' }));
    expect(await screen.findByText("Couldn't open products because popups are not allowed. Please enable pop-ups and redirects for this website.")).toBeInTheDocument();
  });

  it('Duplicate says so and shows the copy the server named', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Duplicate Shelf 800' }));
    expect(await screen.findByText('Shelf 800 duplicated successfully')).toBeInTheDocument();
    expect(screen.getByText('Product duplicated')).toBeInTheDocument();
    expect(api.callsOf('DuplicateProduct')).toEqual([{ id: 'a'.repeat(24) }]);
    expect(await rowOf('Shelf 800 Duplicated')).toBeInTheDocument();
  });

  it("Duplicate failing says 'Error duplicating product'", async () => {
    const api = productsApi();
    const app = renderApp('/products');
    await screen.findByRole('button', { name: 'Duplicate Shelf 800' });
    api.products.splice(0, 1);
    await app.user.click(screen.getByRole('button', { name: 'Duplicate Shelf 800' }));
    expect(await screen.findByText('Error duplicating product')).toBeInTheDocument();
  });

  it('Delete asks first, deletes, and keeps a used product naming its users', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Shelf 800' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product' });
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shelf 800 deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Product deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Shelf 800' })).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Delete Side panel 1800' }));
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Side panel 1800 cannot be deleted as it is used by Oak bookcase')).toBeInTheDocument();
    expect(screen.getByText('Product is used')).toBeInTheDocument();
    expect(api.products.map((p) => p.name)).toContain('Side panel 1800');
  });

  it('Delete of several selected products asks in the plural', async () => {
    productsApi();
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select Shelf 800' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Side panel 1800' }));
    await app.user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete these products?')).toBeInTheDocument();
    expect(deleteQuestion(1)).toBe('Are you sure you want to delete this product?');
  });
});

describe('batch tools (§2.4, §5)', () => {
  async function openTool(app: ReturnType<typeof renderApp>, tool: 'Categories' | 'Functions', select = ['Shelf 800', 'Side panel 1800']) {
    for (const name of select) await app.user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
    await app.user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: tool }));
    return screen.findByRole('dialog', { name: tool });
  }

  it('adds a category to the selected products: a comma or Enter creates it', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    const dialog = await openTool(app, 'Categories');
    const input = within(dialog).getByRole('combobox', { name: 'Add a category to the 2 selected products' });
    await app.user.type(input, 'Oak, Chairs');
    await waitFor(() => expect(api.callsOf('AddLabel')).toEqual([{ list: 'categories', name: 'Oak', ids: ['a'.repeat(24), 'b'.repeat(24)] }]));
    expect(input).toHaveValue(' Chairs');
    await app.user.type(input, '{Enter}');
    await waitFor(() => expect(api.callsOf('AddLabel').map((v) => v.name)).toEqual(['Oak', 'Chairs']));
    expect(input).toHaveValue('');
    expect((await screen.findAllByText('Added category to selected product(s) successfully')).length).toBeGreaterThan(0);
    expect(await within(dialog).findByText('Chairs')).toBeInTheDocument();
  });

  it('lists every category a page at a time, the next page on request', async () => {
    productsApi(seed(), { labelPage: 2 });
    const app = renderApp('/products');
    const dialog = await openTool(app, 'Categories');
    const every = within(dialog).getByRole('region', { name: 'Every category' });
    await waitFor(() => expect(within(every).getAllByRole('listitem')).toHaveLength(2));
    await app.user.click(within(every).getByRole('button', { name: 'Show more categories' }));
    await waitFor(() => expect(within(every).getAllByRole('listitem')).toHaveLength(3));
    expect(within(every).getByText('Shelves')).toBeInTheDocument();
    expect(within(every).queryByRole('button', { name: 'Show more categories' })).not.toBeInTheDocument();
  });

  it('renames a category across all products: Escape cancels, Enter confirms', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    const dialog = await openTool(app, 'Categories', ['Shelf 800']);
    await app.user.click(await within(dialog).findByRole('button', { name: 'Rename Shelves' }));
    const field = within(dialog).getByRole('textbox', { name: 'New name for Shelves' });
    await app.user.clear(field);
    await app.user.type(field, 'Shelving{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: 'New name for Shelves' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeInTheDocument();
    expect(api.callsOf('RenameLabel')).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Rename Shelves' }));
    const again = within(dialog).getByRole('textbox', { name: 'New name for Shelves' });
    await app.user.clear(again);
    await app.user.type(again, 'Shelving{Enter}');
    await waitFor(() => expect(api.callsOf('RenameLabel')).toEqual([{ list: 'categories', name: 'Shelves', newName: 'Shelving' }]));
    expect(await screen.findByText('Category successfully renamed')).toBeInTheDocument();
    expect(await within(dialog).findByText('Shelving')).toBeInTheDocument();
  });

  it('deletes a function across all products after asking', async () => {
    const api = productsApi();
    const app = renderApp('/products');
    const dialog = await openTool(app, 'Functions', ['Shelf 800']);
    await app.user.click(await within(dialog).findByRole('button', { name: 'Delete Storage' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete function' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsOf('DeleteLabel')).toEqual([{ list: 'functions', name: 'Storage' }]));
    expect(await screen.findByText('Function successfully deleted')).toBeInTheDocument();
  });

  it('a refused batch says why and changes nothing', async () => {
    const api = productsApi(seed(), { refuse: 'You may not change Side panel 1800 (module bbb): nothing was changed' });
    const app = renderApp('/products');
    const dialog = await openTool(app, 'Functions');
    await app.user.type(within(dialog).getByRole('combobox'), 'Display{Enter}');
    expect(await screen.findByText('You may not change Side panel 1800 (module bbb): nothing was changed')).toBeInTheDocument();
    expect(api.products.every((p) => !p.functions.includes('Display'))).toBe(true);
  });

  it('splits typed entries on commas, trimmed, without empty or repeated ones', () => {
    expect(splitEntries('Oak')).toEqual({ create: [], rest: 'Oak' });
    expect(splitEntries('Oak, Ash,,Oak ,Bir')).toEqual({ create: ['Oak', 'Ash'], rest: 'Bir' });
    expect(splitEntries(' Birch ', true)).toEqual({ create: ['Birch'], rest: '' });
  });
});

describe('Sync (§2.4, §8)', () => {
  it("says 'No urlPoint provided for sync.' when the workspace has no products target", async () => {
    const api = productsApi();
    const app = renderApp('/products');
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('No urlPoint provided for sync.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.op === 'ModuleList').length).toBeGreaterThan(0);
  });

  it('syncs the products target, reads the table again, and stops the spinner a second after completion', async () => {
    const api = productsApi(seed(), { syncPoints: ['products'] });
    const synced: string[] = [];
    let syncedAt = 0;
    api.state.rest = (method, path) => {
      if (path !== '/api/external/products') return undefined;
      synced.push(method);
      syncedAt = Date.now();
      return new Response(JSON.stringify({ urlPoint: 'products', received: '2026-03-07T10:00:00.000Z', status: 200, data: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const app = renderApp('/products');
    await table();
    const lists = api.callsOf('ModuleList').length;
    await app.user.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(synced).toEqual(['GET']));
    await waitFor(() => expect(api.callsOf('ModuleList').length).toBeGreaterThan(lists));
    expect(screen.getByRole('button', { name: /Sync/ })).toHaveAttribute('data-loading');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync' })).not.toHaveAttribute('data-loading'), { timeout: 3000 });
    expect(Date.now() - syncedAt).toBeGreaterThanOrEqual(1000);
  });
});

describe('the dashboard’s products overview', () => {
  it("shows 7 rows, Edit only, 'Product List:' with the count, 'See all' and names cut at 30", async () => {
    const many: Product[] = Array.from({ length: 9 }, (_, i) => ({ id: i.toString(16).padStart(24, '0'), name: i === 0 ? LONG : `Panel ${i}`, categories: [], functions: [] }));
    productsApi(many);
    renderApp('/dashboard');
    const overview = await screen.findByRole('table', { name: 'Product List' });
    expect(await screen.findByRole('heading', { name: 'Product List: 9' })).toBeInTheDocument();
    expect(within(overview).getAllByRole('row')).toHaveLength(8);
    expect(within(overview).getByText(`${LONG.slice(0, 30)}...`)).toBeInTheDocument();
    expect(within(overview).queryAllByRole('button', { name: /^(Duplicate|Delete)/ })).toEqual([]);
    expect(within(overview).getAllByRole('button', { name: /^Edit / })).toHaveLength(7);
    expect(within(overview).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/products');
    expect(screen.getByText('Showing 1 to 7 of 9 entries')).toBeInTheDocument();
  });
});
