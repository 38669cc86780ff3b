import type { ListRow } from '../../rest/model/resource-types.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A module list row (ListRow, whose `data` is the module kind's list projection) as a ModuleRow. */
export const ModuleRow = {
  name: (row: ListRow) => text(row.data.name),
  description: (row: ListRow) => text(row.data.description),
  categories: (row: ListRow) => texts(row.data.categories),
  functions: (row: ListRow) => texts(row.data.functions),
  skus: (row: ListRow) => texts(row.data.sku),
  source: (row: ListRow) => text(row.data.source) || 'unknown',
  nParameters: (row: ListRow) => count(row.data.nParameters),
  nConnectors: (row: ListRow) => count(row.data.nConnectors),
};
