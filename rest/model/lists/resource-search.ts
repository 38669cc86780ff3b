/**
 * The search of application.md §9: resources of the current workspace whose name, description or
 * categories contain a text, case-insensitively (the tables' default search paths data.name,
 * data.description, data.categories). Each kind is searched through its own indexed text filters.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import { filterWhere } from './filters.ts';
import { SEARCH_FILTER, SEARCH_PATHS, type KindDef } from '../kinds/kind-def.ts';
import { KINDS, kindOf } from '../kinds/registry.ts';
import { readableWhere } from '../resources/permissions.ts';
import { listRow } from './resource-lists.ts';
import { LIST_LIMIT_MAX, type ListRow } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import type { HeadRow } from '../resources/storage-layout.ts';

const SEARCH_TEXT_MAX = 200;

export interface SearchHit extends ListRow {
  collection: string;
}

/** The kinds that have at least one of the search paths as a text filter. */
export const searchableKinds = (): KindDef[] => KINDS.filter((kind) => searchFilters(kind).length > 0);
/** A kind's search filter (one condition over every search path) when it has one, else its text filters of those paths. */
const searchFilters = (kind: KindDef) => {
  const combined = kind.filters.find((f) => f.name === SEARCH_FILTER);
  return combined ? [combined] : kind.filters.filter((f) => f.match === 'text' && (SEARCH_PATHS as readonly string[]).includes(f.name));
};

export class ResourceSearch {
  constructor(private readonly rt: Runtime) {}

  async search(actor: Actor, text: string, options: { collections?: string[]; limit?: number } = {}): Promise<SearchHit[]> {
    const needle = text.trim();
    if (!needle) throw badRequest('text must not be empty');
    if (needle.length > SEARCH_TEXT_MAX) throw badRequest(`text must be at most ${SEARCH_TEXT_MAX} characters`);
    const limit = options.limit ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) throw badRequest(`limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`);
    const kinds = options.collections
      ? options.collections.map((collection) => {
          const kind = kindOf(collection);
          if (!kind || !searchFilters(kind).length) {
            throw badRequest(`collections: ${collection} is not a searchable collection (searchable: ${searchableKinds().map((k) => k.collection).join(', ')})`);
          }
          return kind;
        })
      : searchableKinds();
    const hits: SearchHit[] = [];
    for (const kind of kinds) {
      const anyPath = w.or(...searchFilters(kind).map((f) => filterWhere(kind, { [f.name]: needle })));
      const heads = (await this.rt.store.find(kind.collection, {
        where: w.and(readableWhere(actor), w.eq('workspace', actor.workspace), w.eq('deleted', false), anyPath),
        sort: [{ field: 'sortName', dir: 'asc' }],
        limit,
        omit: ['document', 'filter'],
      })) as HeadRow[];
      hits.push(...heads.map((head) => ({ ...listRow(head), collection: kind.collection })));
    }
    const title = (hit: SearchHit) => String(hit.data[kindOf(hit.collection)!.titleField] ?? '').toLowerCase();
    return hits.sort((a, b) => title(a).localeCompare(title(b)) || a.id.localeCompare(b.id)).slice(0, limit);
  }
}
