// Sorted, limited queries that an engine would answer by reading every match and sorting them all,
// rewritten as a union of smaller ones that each walk an index in order and stop at the page's end.
// Both adapters use it: SQLite as one UNION statement, MongoDB as one find per branch.
//
// The way into an index of such a query is an OR of index searches ("public, mine, shared with me,
// or in my workspaces") or an equality with several values (several workspaces; `deleted` either
// way). Each branch returns at most skip + limit matches in order, so the union holds every document
// of the page, and sorting the union again costs at most the page size per branch.
import type { Scalar, Where } from './port.ts';

/** What an adapter knows about a field's indexes. */
export interface IndexedFields {
  /** the field is the first of some index: an equality on it is an index search */
  leads(field: string): boolean;
  /** some index names the field */
  indexed(field: string): boolean;
}

/** A query answered as the union of `rest` and-ed with each branch. */
export interface Split {
  rest: Where[];
  branches: Where[];
}

/** The conditions of a where that must all hold, with nested ands flattened. */
export function conjuncts(where: Where): Where[] {
  return where.op === 'and' ? where.where.flatMap(conjuncts) : [where];
}

/** An equality an index search can start from: on the id, or on the first field of an index. */
function seekable(fields: IndexedFields, where: Where): boolean {
  if (where.op === 'and') return where.where.some((part) => seekable(fields, part));
  if (where.op !== 'eq' && !(where.op === 'in' && where.values.length === 1)) return false;
  return where.field === 'id' || fields.leads(where.field);
}

const equalities = (field: string, values: Scalar[]): Where[] => values.map((value) => ({ op: 'eq', field, value }));

/** The branches of an OR, with `in` on an index's first field read as one equality per value. */
function branchesOf(fields: IndexedFields, where: Where): Where[] | undefined {
  // (not for ids: a list of ids is a handful of lookups and a small sort already)
  if (where.op === 'in' && where.values.length > 1 && where.field !== 'id' && fields.leads(where.field)) return equalities(where.field, where.values);
  if (where.op !== 'or' || where.where.length < 2) return undefined;
  const branches = where.where.flatMap((branch) => branchesOf(fields, branch) ?? [branch]);
  return branches.every((branch) => seekable(fields, branch)) ? branches : undefined;
}

/**
 * How to split `where`, or undefined when an index search can already start from one of its
 * conditions and nothing else needs splitting. An OR is split only when no condition outside it is
 * a search; several values of an indexed field always are, one walk per value. Branches may split again.
 */
export function splitForOrder(fields: IndexedFields, where: Where | undefined): Split | undefined {
  if (!where) return undefined;
  const terms = conjuncts(where);
  const rest = (index: number) => terms.filter((_, i) => i !== index);
  if (!terms.some((term) => seekable(fields, term))) {
    for (const [index, term] of terms.entries()) {
      const branches = branchesOf(fields, term);
      if (branches) return { rest: rest(index), branches };
    }
  }
  for (const [index, term] of terms.entries()) {
    if (term.op === 'in' && term.values.length > 1 && term.field !== 'id' && fields.indexed(term.field)) {
      return { rest: rest(index), branches: equalities(term.field, term.values) };
    }
  }
  return undefined;
}

/** The where of one branch of a split. */
export const branchWhere = (split: Split, branch: Where): Where => ({ op: 'and', where: [...split.rest, branch] });
