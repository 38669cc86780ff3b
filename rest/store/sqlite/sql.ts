// Translates port queries into SQLite SQL over tables `(id TEXT PRIMARY KEY, doc)` aliased `t`; `doc`
// holds JSONB (older rows may hold JSON text: every JSON function reads both).
//
// Values are always bound parameters. Field paths are inlined as JSON path literals: that is safe
// because assertField admits only [A-Za-z0-9_$.], and necessary because SQLite only uses an
// expression index when the query repeats the indexed expression literally.
//
// The port's rules: a value matches itself if the JSON types agree, and an array matches if one of
// its elements does. On an indexed field the catalog (catalog.ts) knows which JSON types the field
// has ever held, so a test is written as the plain `json_extract(...) = ?` that the index answers,
// with a type test only where another type held there could pass for the value (true is 1 to
// SQLite, an array's JSON text is a string), and arrays are searched in the elements table. On a
// field no index names, every test is written in full (type tests and json_each).
import type { FindOptions, Scalar, Sort, Where } from '../port.ts';
import { branchWhere, conjuncts, splitForOrder, type IndexedFields } from '../split.ts';
import { elementsTable, extract, ftsTable, jsonPath, table, type CollectionFacts } from './catalog.ts';

export interface Sql {
  sql: string;
  params: unknown[];
  /** statements to run first, in the same transaction: filling the id sets the statement tests (withShared) */
  before?: Sql[];
}

/** The collection a query reads and what the catalog knows about its fields. */
export interface Target {
  collection: string;
  facts: CollectionFacts;
  /** the fields a text index covers (catalog.ts) */
  text?: ReadonlySet<string>;
  /** how many documents the text index finds for an FTS5 query at a field, counted up to a limit */
  textMatches?: (field: string, match: string, limit: number) => number;
  /** the fields of selective indexes (catalog.ts) */
  selective?: ReadonlySet<string>;
  /** how few documents a text search must find for the statement to start from them (textDrives); TEXT_DRIVES if unset */
  textDrives?: number;
  /** the `contains` conditions whose text index's matches the statement starts from (startingPoint) */
  driven?: ReadonlySet<Where>;
  /** runs a count (of matches up to a limit) */
  matchesUpTo?: (query: Sql) => number;
  /**
   * The id sets of text searches a statement tests by id, as temporary tables filled once for the
   * statement (withShared): each branch of a scope's union tests the same set, through its key.
   */
  shared?: Map<string, Sql & { name: string }>;
}

/**
 * An equality on a selective field that finds fewer documents than this is where a query starts: it
 * reads the few matches and sorts them. One that finds more leaves its test to the walk of the order's
 * index, which meets a match at least every (documents / DRIVES) rows, so a page fills soon either way.
 */
export const DRIVES = 1000;
/**
 * A text search runs one of three ways, by how many documents its field's text index finds (counted
 * up to TEXT_WALKS, by the index alone). Fewer than TEXT_DRIVES for each index walk the query would
 * otherwise be (the branches of a scope's union: textDrives): the query starts from them, reading each
 * document (at 100,000 modules, 1.4 µs in a loop, about 4 µs a document between other requests) and
 * sorting them. Fewer than TEXT_WALKS: the walk of the order's index keeps the rows whose rid the text
 * index found (a set of rids, filled once per statement from the index alone, withShared: about 0.25 µs a rid; the walk reads index entries, 0.14 µs
 * each, not documents, passing (documents / found) of them per row of the page). More: the walk tests
 * each row's text, meeting a match every (documents / TEXT_WALKS) rows, where building the set would
 * cost more than the walk.
 */
export const TEXT_DRIVES = 300;
export const TEXT_WALKS = 2000;
/**
 * The most a text search may find and still be where a union of walks starts: at 1,000 found, /all
 * (seven walks, five of which meet rows and then built a set each) ran its walks in 6.2 ms against 6.8 ms
 * for reading the documents, multiWorkspace (two) 4.8 against 6.2 (bench/scale.bench.ts, 100,000 modules).
 * The walks now share one set, which makes them cheaper still.
 */
const TEXT_DRIVES_AT_MOST = 1000;

/**
 * How few documents a text search of `where` must find for the statement to start from them: TEXT_DRIVES
 * for each branch of the union of index walks the statement would otherwise be (each walk builds its own
 * set of the rids found, and walks until it has a page), at most TEXT_DRIVES_AT_MOST.
 */
function textDrives(target: Target, where: Where | undefined): Target {
  const walks = splitForOrder(indexedFields(target), where)?.branches.length ?? 1;
  return { ...target, textDrives: Math.min(TEXT_DRIVES_AT_MOST, TEXT_DRIVES * walks) };
}
/** The trigram tokenizer indexes runs of three characters: a shorter needle has no trigram to look up. */
const TRIGRAM = 3;

export const ICONTAINS = 'joinery_icontains';

const marks = (n: number) => Array(n).fill('?').join(', ');
const typeOf = (field: string) => `json_type(t.doc, ${jsonPath(field)})`;
const either = (parts: string[]) => (parts.length === 0 ? '0' : parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
const NUMBER = `IN ('integer', 'real')`;
const strings = (values: Scalar[]) => values.filter((v): v is string => typeof v === 'string');
const numbers = (values: Scalar[]) => values.filter((v): v is number => typeof v === 'number');
const booleans = (values: Scalar[]) => [...new Set(values.filter((v): v is boolean => typeof v === 'boolean'))];

// ------------------------------------------------------------------------------------------------
// Fields no index names: everything spelled out, evaluated row by row
// ------------------------------------------------------------------------------------------------

/** One way of matching, as SQL over the value itself and over an array element `j`. */
interface Test {
  value: string;
  element: string;
  params: unknown[];
}

const TYPE = { text: `= 'text'`, number: NUMBER };

function typed(field: string, type: keyof typeof TYPE, operator: string, values: unknown[]): Test {
  const test = operator === 'IN' ? `IN (${marks(values.length)})` : `${operator} ?`;
  return {
    value: `(${extract(field)} ${test} AND ${typeOf(field)} ${TYPE[type]})`,
    element: `(j.type ${TYPE[type]} AND j.value ${test})`,
    params: values,
  };
}

function matches(field: string, tests: Test[], params: unknown[]): string {
  if (tests.length === 0) return '0';
  for (const test of tests) params.push(...test.params);
  for (const test of tests) params.push(...test.params);
  const elements = `SELECT 1 FROM json_each(t.doc, ${jsonPath(field)}) AS j WHERE ${tests.map((t) => t.element).join(' OR ')}`;
  return `(${tests.map((t) => t.value).join(' OR ')} OR (${typeOf(field)} = 'array' AND EXISTS (${elements})))`;
}

function scanAnyOf(field: string, values: Scalar[], params: unknown[]): string {
  const tests: Test[] = [];
  const text = strings(values);
  const numeric = numbers(values);
  const truth = booleans(values).map((b) => `'${b}'`).join(', ');
  if (text.length) tests.push(typed(field, 'text', 'IN', text));
  if (numeric.length) tests.push(typed(field, 'number', 'IN', numeric));
  if (truth) tests.push({ value: `${typeOf(field)} IN (${truth})`, element: `j.type IN (${truth})`, params: [] });
  if (values.includes(null)) tests.push({ value: `${typeOf(field)} IS NULL OR ${typeOf(field)} = 'null'`, element: `j.type = 'null'`, params: [] });
  return matches(field, tests, params);
}

// ------------------------------------------------------------------------------------------------
// Indexed fields: tests the index can answer
// ------------------------------------------------------------------------------------------------

/** `t.id IN` the ids whose array at `field` has an element passing `test` (over `e`). */
function elementsWhere(target: Target, field: string, test: string, walked = false): string {
  return `${walked ? '+' : ''}t.id IN (SELECT e.id FROM ${elementsTable(target.collection)} AS e WHERE e.field = '${field}' AND ${test})`;
}

/** `walked`: the test is written so that no index can answer it (unary +), for rows an order's walk meets. */
function indexedAnyOf(target: Target, field: string, types: ReadonlySet<string>, values: Scalar[], params: unknown[], walked = false): string {
  const has = (...names: string[]) => names.some((name) => types.has(name));
  const value = `${walked ? '+' : ''}${extract(field)}`;
  const plain: Scalar[] = [];
  const guarded: { values: Scalar[]; type: string }[] = [];
  if (has('text')) {
    // only text that looks like JSON could be mistaken for an array's or object's JSON text
    const lookalikes = has('array', 'object') ? strings(values).filter((s) => /^[[{]/.test(s)) : [];
    plain.push(...strings(values).filter((s) => !lookalikes.includes(s)));
    if (lookalikes.length) guarded.push({ values: lookalikes, type: `= 'text'` });
  }
  if (has('integer', 'real')) {
    // SQLite reads true and false as 1 and 0
    const ambiguous: number[] = has('true', 'false') ? numbers(values).filter((n) => n === 0 || n === 1) : [];
    plain.push(...numbers(values).filter((n) => !ambiguous.includes(n)));
    if (ambiguous.length) guarded.push({ values: ambiguous, type: NUMBER });
  }
  const truths = booleans(values).filter((b) => types.has(String(b)));
  if (truths.length && has('integer', 'real')) guarded.push({ values: truths.map(Number), type: `IN (${truths.map((b) => `'${b}'`).join(', ')})` });
  else plain.push(...truths.map(Number));

  const parts: string[] = [];
  if (plain.length) {
    parts.push(plain.length === 1 ? `${value} = ?` : `${value} IN (${marks(plain.length)})`);
    params.push(...plain);
  }
  for (const guard of guarded) {
    parts.push(`(${value} IN (${marks(guard.values.length)}) AND ${typeOf(field)} ${guard.type})`);
    params.push(...guard.values);
  }
  if (values.includes(null) && has('null')) parts.push(`${value} IS NULL`);
  if (has('array')) parts.push(elementsAnyOf(target, field, values, params, walked));
  return either(parts);
}

function elementsAnyOf(target: Target, field: string, values: Scalar[], params: unknown[], walked = false): string {
  const tests: string[] = [];
  const text = strings(values);
  const numeric = numbers(values);
  const truths = booleans(values);
  if (text.length) {
    tests.push(`(e.value IN (${marks(text.length)}) AND e.type = 'text')`);
    params.push(...text);
  }
  if (numeric.length) {
    tests.push(`(e.value IN (${marks(numeric.length)}) AND e.type ${NUMBER})`);
    params.push(...numeric);
  }
  if (truths.length) tests.push(`e.type IN (${truths.map((b) => `'${b}'`).join(', ')})`);
  if (values.includes(null)) tests.push(`e.type = 'null'`);
  return tests.length ? elementsWhere(target, field, either(tests), walked) : '0';
}

const COMPARE = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/**
 * SQLite orders NULL < numbers < text, so `>= ''` keeps a string range to text and `< ''` keeps a
 * number range to numbers, as range bounds the index can use rather than type tests it cannot.
 */
function indexedCompare(target: Target, field: string, types: ReadonlySet<string>, op: keyof typeof COMPARE, bound: string | number, params: unknown[]): string {
  const has = (...names: string[]) => names.some((name) => types.has(name));
  const value = extract(field);
  const parts: string[] = [];
  const isText = typeof bound === 'string';
  if (isText ? has('text') : has('integer', 'real')) {
    let test = `${value} ${COMPARE[op]} ? AND ${value} ${isText ? `>= ''` : `< ''`}`;
    if (isText ? has('array', 'object') : has('true', 'false')) test += ` AND ${typeOf(field)} ${isText ? `= 'text'` : NUMBER}`;
    parts.push(`(${test})`);
    params.push(bound);
  }
  if (has('array')) {
    parts.push(elementsWhere(target, field, `e.value ${COMPARE[op]} ? AND e.type ${isText ? `= 'text'` : NUMBER}`));
    params.push(bound);
  }
  return either(parts);
}

function indexedContains(field: string, types: ReadonlySet<string>, needle: string, params: unknown[]): string {
  const parts: string[] = [];
  if (types.has('text')) {
    const guard = types.has('array') || types.has('object') ? `${typeOf(field)} = 'text' AND ` : '';
    parts.push(`(${guard}${ICONTAINS}(${extract(field)}, ?))`);
    params.push(needle);
  }
  if (types.has('array')) {
    parts.push(`EXISTS (SELECT 1 FROM json_each(t.doc, ${jsonPath(field)}) AS j WHERE j.type = 'text' AND ${ICONTAINS}(j.value, ?))`);
    params.push(needle);
  }
  return either(parts);
}

// ------------------------------------------------------------------------------------------------
// Operators
// ------------------------------------------------------------------------------------------------

/** An equality with one value on a selective field: its test, and the count of its matches up to DRIVES. */
function selectiveEquality(target: Target, where: Where): { test: Sql; found: number } | undefined {
  const value = where.op === 'eq' ? where.value : where.op === 'in' && where.values.length === 1 ? where.values[0] : undefined;
  if (value === undefined || !('field' in where) || !target.selective?.has(where.field) || !target.matchesUpTo) return undefined;
  const params: unknown[] = [];
  const test = anyOf(target, where.field, [value], params);
  if (test === '0') return { test: { sql: test, params }, found: 0 };
  const found = target.matchesUpTo({ sql: `SELECT count(*) FROM (SELECT 1 FROM ${table(target.collection)} AS t WHERE ${test} LIMIT ?)`, params: [...params, DRIVES] });
  return { test: { sql: test, params }, found };
}

/** eq/in: the value or an element equals one of `values`; null also matches a missing value. */
function anyOf(target: Target, field: string, values: Scalar[], params: unknown[], walked = false): string {
  // `id` is the primary key column, always a string, so only string values can match it.
  if (field === 'id') {
    const ids = strings(values);
    params.push(...ids);
    return ids.length === 0 ? '0' : ids.length === 1 ? 't.id = ?' : `t.id IN (${marks(ids.length)})`;
  }
  const facts = target.facts.get(field);
  return facts ? indexedAnyOf(target, field, facts.types, values, params, walked) : scanAnyOf(field, values, params);
}

function compare(target: Target, field: string, op: keyof typeof COMPARE, value: string | number, params: unknown[]): string {
  if (field === 'id') {
    if (typeof value !== 'string') return '0';
    params.push(value);
    return `t.id ${COMPARE[op]} ?`;
  }
  const facts = target.facts.get(field);
  if (facts) return indexedCompare(target, field, facts.types, op, value, params);
  return matches(field, [typed(field, typeof value === 'string' ? 'text' : 'number', COMPARE[op], [value])], params);
}

function containsTest(target: Target, field: string, needle: string, params: unknown[]): string {
  const facts = target.facts.get(field);
  if (facts) return indexedContains(field, facts.types, needle, params);
  const test: Test = {
    value: `(${typeOf(field)} = 'text' AND ${ICONTAINS}(${extract(field)}, ?))`,
    element: `(j.type = 'text' AND ${ICONTAINS}(j.value, ?))`,
    params: [needle],
  };
  return matches(field, [test], params);
}

/** An FTS5 query for a substring: one phrase, quotes doubled, so nothing in it is query syntax. */
const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/**
 * The rids of the documents whose text at a field the field's text index finds (candidates: each is
 * still tested): its rowids, read from the index alone. The MATCH names the table, not its column: the
 * same query, read in half the time.
 */
const textCandidates = (collection: string, field: string) => `SELECT f.rowid AS rid FROM ${ftsTable(collection, field)} AS f WHERE ${ftsTable(collection, field)} MATCH ?`;

/** How many documents a field's text index finds, counted up to a limit: its rows alone (one per document), not the ids. */
export const textMatchesSql = (collection: string, field: string) =>
  `SELECT count(*) FROM (SELECT rowid FROM ${ftsTable(collection, field)} WHERE ${ftsTable(collection, field)} MATCH ? LIMIT ?)`;

/** Whether the text index can look up `needle` at `field`: a text-indexed field and a needle with a trigram. */
const searchable = (target: Target, field: string, needle: string) => target.text?.has(field) === true && target.textMatches !== undefined && [...needle].length >= TRIGRAM;

/**
 * Whether the text index answers a needle exactly, not as candidates: it holds a field's strings
 * folded as `contains` folds them, joined by line breaks, and a trigram phrase is a substring, so
 * only a needle with a line break could match across two strings of an array. It also holds the
 * strings of an object's members, which `contains` never matches: held, the found documents' value
 * at the field must be text or an array (textHeld), a test of the document's type alone.
 */
const exactlyIndexed = (needle: string) => !needle.includes('\n');
const textHeld = (field: string) => `${typeOf(field)} IN ('text', 'array')`;

/**
 * A case-insensitive substring. On a text-indexed field, a needle the text index does not find
 * matches nothing (no table is read); one it finds in fewer than TEXT_WALKS documents but not so few
 * that the query starts from them (readFrom) is the set of their ids, which the walk of the order's
 * index tests without reading a document; otherwise each row's text is tested.
 */
function contains(target: Target, where: Where & { op: 'contains' }, params: unknown[]): string {
  const { field } = where;
  const needle = where.value.toLowerCase();
  if (field === 'id') {
    params.push(needle);
    return `${ICONTAINS}(t.id, ?)`;
  }
  if (searchable(target, field, needle)) {
    const found = target.textMatches!(field, phrase(needle), TEXT_WALKS);
    if (found === 0) return '0';
    // the query reads only what the text index found (startingPoint): what is left to test is exactness
    if (target.driven?.has(where)) return exactlyIndexed(needle) ? textHeld(field) : containsTest(target, field, needle, params);
    if (found >= (target.textDrives ?? TEXT_DRIVES) && found < TEXT_WALKS && exactlyIndexed(needle)) {
      // unary +: the set is a test of the walk, not where the query starts
      if (!target.shared) {
        params.push(phrase(needle));
        return `(+t.rid IN (${textCandidates(target.collection, field)}) AND ${textHeld(field)})`;
      }
      const key = `${field}\0${needle}`;
      let set = target.shared.get(key);
      if (!set) target.shared.set(key, (set = { name: foundTable(target.shared.size), sql: textCandidates(target.collection, field), params: [phrase(needle)] }));
      return `(+t.rid IN ${set.name} AND ${textHeld(field)})`;
    }
  }
  return containsTest(target, field, needle, params);
}

/** Rare text searches a query can start from: their `contains` conditions and FTS5 queries. */
interface TextDriver {
  terms: Where[];
  searches: { field: string; match: string }[];
}

/**
 * The text searches a query can start from: a `contains` conjunct the text index finds in fewer than
 * textDrives documents, or an `or` conjunct all of whose parts are such (the search box's paths).
 */
function textDriver(target: Target, where: Where | undefined): TextDriver | undefined {
  const rare = (term: Where) => {
    if (term.op !== 'contains' || !searchable(target, term.field, term.value.toLowerCase())) return undefined;
    const match = phrase(term.value.toLowerCase());
    // counted up to TEXT_WALKS, as contains counts it: one probe answers both
    return target.textMatches!(term.field, match, TEXT_WALKS) < (target.textDrives ?? TEXT_DRIVES) ? { term, field: term.field, match } : undefined;
  };
  const driver = (parts: NonNullable<ReturnType<typeof rare>>[]): TextDriver => ({
    terms: parts.map((part) => part.term),
    searches: parts.map(({ field, match }) => ({ field, match })),
  });
  for (const term of where ? conjuncts(where) : []) {
    const one = rare(term);
    if (one) return driver([one]);
    if (term.op === 'or' && term.where.length > 0) {
      const all = term.where.map(rare);
      if (all.every((found) => found !== undefined)) return driver(all as NonNullable<ReturnType<typeof rare>>[]);
    }
  }
  return undefined;
}

/** Where a query starts (rids, as `c.rid`), and the text searches whose matches those are. */
interface Start extends Sql {
  driven?: ReadonlySet<Where>;
}

/**
 * The ids a query can start from: the candidates of rare text searches, or the matches of a rare
 * selective equality. The documents read from one text search's matches are not searched for its
 * text again (contains: at 1,000 found, that test was a third of the query); those of several (an
 * `or`) are, since the union does not say which search found each.
 */
function startingPoint(target: Target, where: Where | undefined): Start | undefined {
  const driver = textDriver(target, where);
  if (driver) {
    return {
      sql: driver.searches.map((search) => textCandidates(target.collection, search.field)).join(' UNION '),
      params: driver.searches.map((search) => search.match),
      driven: driver.terms.length === 1 ? new Set(driver.terms) : undefined,
    };
  }
  const lookup = (where ? conjuncts(where) : []).map((term) => selectiveEquality(target, term)).find((found) => found && found.found < DRIVES);
  return lookup && { sql: `SELECT t.rid AS rid FROM ${table(target.collection)} AS t WHERE ${lookup.test.sql}`, params: lookup.test.params };
}

/**
 * What a query reads: the collection (through the index of a rare selective equality, when there is
 * one), or, when a rare text search is part of every match, its few candidates first (CROSS JOIN fixes that order: SQLite would otherwise walk the order's index and
 * test each row against the candidates, which costs what the scope holds). Its parameters lead `params`;
 * the condition left to test follows, as a WHERE clause (' WHERE 0' when nothing can match).
 */
function readFrom(target: Target, where: Where | undefined, params: unknown[]): { from: string; clause: string } {
  const start = startingPoint(target, where);
  if (!start) return { from: `${table(target.collection)} AS t`, clause: whereClause(target, where, params) };
  params.push(...start.params);
  return { from: `(${start.sql}) AS c CROSS JOIN ${table(target.collection)} AS t ON t.rid = c.rid`, clause: whereClause({ ...target, driven: start.driven }, where, params) };
}

/**
 * A match on a missing value can be NULL (SQL's "unknown"), which WHERE reads as no; NOT must not see it.
 * Constant tests (a value of a type the field never held is '0') fold away, here and in and/or.
 */
const not = (match: string) => (match === '0' ? '1' : match === '1' ? '0' : `NOT coalesce(${match}, 0)`);

/** and/or of the parts, each compiled with its own parameters so that parts that fold away take theirs along. */
function junction(target: Target, op: 'and' | 'or', parts: Where[], params: unknown[]): string {
  const [absorbing, neutral] = op === 'and' ? ['0', '1'] : ['1', '0'];
  const kept: string[] = [];
  const keptParams: unknown[] = [];
  for (const part of parts) {
    const own: unknown[] = [];
    const sql = whereSql(target, part, own);
    if (sql === absorbing) return absorbing;
    if (sql === neutral) continue;
    kept.push(sql);
    keptParams.push(...own);
  }
  params.push(...keptParams);
  return kept.length === 0 ? neutral : kept.length === 1 ? kept[0] : `(${kept.join(op === 'and' ? ' AND ' : ' OR ')})`;
}

export function whereSql(target: Target, where: Where, params: unknown[]): string {
  switch (where.op) {
    case 'and':
    case 'or':
      return junction(target, where.op, where.where, params);
    case 'eq': {
      // an equality no document meets reads nothing; one that many meet is tested along the order's walk (readFrom)
      const selective = selectiveEquality(target, where);
      if (selective?.found === 0) return '0';
      return anyOf(target, where.field, [where.value], params, selective !== undefined && selective.found >= DRIVES);
    }
    case 'ne':
      return not(anyOf(target, where.field, [where.value], params));
    case 'in':
      return anyOf(target, where.field, where.values, params);
    case 'nin':
      return not(anyOf(target, where.field, where.values, params));
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return compare(target, where.field, where.op, where.value, params);
    case 'contains':
      return contains(target, where, params);
    case 'exists':
      // exists is defined as ne/eq null (see port.ts)
      return where.value ? not(anyOf(target, where.field, [null], params)) : anyOf(target, where.field, [null], params);
  }
}

function whereClause(target: Target, where: Where | undefined, params: unknown[]): string {
  return where ? ` WHERE ${whereSql(target, where, params)}` : '';
}

// ------------------------------------------------------------------------------------------------
// Statements
// ------------------------------------------------------------------------------------------------

/** The sort keys with the id tie-breaker; SQLite puts NULL first ascending and last descending, as MongoDB does. */
function sortKeys(sort: Sort[] = []): { field: string; expression: string; dir: 'ASC' | 'DESC' }[] {
  const keys = sort.map((s) => ({ field: s.field, expression: extract(s.field), dir: s.dir === 'desc' ? ('DESC' as const) : ('ASC' as const) }));
  if (!sort.some((s) => s.field === 'id')) keys.push({ field: 'id', expression: 't.id', dir: 'ASC' });
  return keys;
}

/**
 * The keys a query has to order by. A key that an equality fixes in every match (an indexed field
 * that never held an array, compared with one value: the owner of "mine") orders nothing; SQLite
 * does not see that for an indexed expression, and would sort everything its index walk found.
 */
function orderingKeys(target: Target, where: Where | undefined, keys: SortKey[]): SortKey[] {
  const fixed = new Set(
    (where ? conjuncts(where) : []).flatMap((term) => {
      if (term.op !== 'eq' && !(term.op === 'in' && term.values.length === 1)) return [];
      const types = term.field === 'id' ? undefined : target.facts.get(term.field)?.types;
      return types && !types.has('array') ? [term.field] : [];
    }),
  );
  return keys.filter((key) => !fixed.has(key.field));
}

const orderBy = (keys: SortKey[]) => ` ORDER BY ${keys.map((k) => `${k.expression} ${k.dir}`).join(', ')}`;

/** The document as JSON text, without the omitted top-level fields (checked identifiers, see checks.ts). */
function columns(omit: string[] = []): string {
  return omit.length ? `json(jsonb_remove(t.doc, ${omit.map(jsonPath).join(', ')}))` : 'json(t.doc)';
}

/** The connection's temporary table holding the rids of a statement's `n`th shared text search. */
const foundTable = (n: number) => `temp."joinery#found${n}"`;

/**
 * Builds a statement whose text searches may share their sets of rids. Each set is filled into a temporary
 * table keyed by rid before the statement runs, which every branch of a union tests through that key.
 * A set named in the statement itself (a materialized WITH) has no key: SQLite copied it into a set of
 * its own for each branch (at 100,000 modules, /all's 1% search: 2.5 ms of SQL in a loop; 2.0 ms with
 * the table, 0.45 ms of which fill it; 0.25 ms since the text index's rowids are the rows' rids).
 */
function withShared(target: Target, build: (target: Target) => Sql): Sql {
  const shared = new Map<string, Sql & { name: string }>();
  const statement = build({ ...target, shared });
  if (shared.size === 0) return statement;
  const before = [...shared.values()].flatMap((set) => [
    { sql: `CREATE TEMP TABLE IF NOT EXISTS ${set.name} (rid INTEGER PRIMARY KEY)`, params: [] },
    { sql: `DELETE FROM ${set.name}`, params: [] },
    { sql: `INSERT OR IGNORE INTO ${set.name} ${set.sql}`, params: set.params },
  ]);
  return { ...statement, before };
}

/** What a query that can match nothing runs instead: no table is read. */
const NOTHING: Sql = { sql: 'SELECT NULL WHERE 0', params: [] };

export const selectSql = (target: Target, options: FindOptions): Sql => withShared(textDrives(target, options.where), (shared) => selectOwnSql(shared, options));

/**
 * How a query with a limit reaches its page: as the union of index walks (splitForOrder), or, when it
 * starts from a rare text search's few matches, from those alone, read once whatever the scope.
 */
const walksOf = (target: Target, where: Where | undefined) => (textDriver(target, where) ? undefined : splitForOrder(indexedFields(target), where));

function selectOwnSql(target: Target, options: FindOptions): Sql {
  // a limited query that starts from a rare text search is read in two steps too: its ids and sort keys
  // sorted, the page's documents then (sorting whole documents costs several times more)
  if (options.limit !== undefined && (walksOf(target, options.where) || textDriver(target, options.where))) return unionSelectSql(target, options);
  const params: unknown[] = [];
  const { from, clause: where } = readFrom(target, options.where, params);
  if (where === ' WHERE 0') return NOTHING;
  params.push(options.skip ?? 0);
  const keys = orderingKeys(target, options.where, sortKeys(options.sort));
  return { sql: `SELECT ${columns(options.omit)} FROM ${from}${where}${orderBy(keys)}${limitSql(options.limit ?? -1)} OFFSET ?`, params };
}

/** What the catalog tells the union planner (split.ts) about a collection's fields. */
const indexedFields = (target: Target): IndexedFields => ({
  // a selective field's equality starts a query only when it is rare, which startingPoint decides
  leads: (field) => target.facts.get(field)?.leading === true && !target.selective?.has(field),
  indexed: (field) => target.facts.has(field),
});

type SortKey = ReturnType<typeof sortKeys>[number];

/**
 * A list's (or a count's) row limit, written into the statement rather than bound: SQLite runs the union
 * of ordered branches of a scope several times faster so (at 100,000 modules, /api/modules/all: page 20
 * by cursor 2.6 → 0.6 ms, the first page's count 0.36 → 0.05 ms, for the SQL alone, on the same plans).
 * Lists ask for a few page sizes and count up to one limit, so the statement cache holds few variants;
 * the offset stays bound.
 */
function limitSql(limit: number): string {
  if (!Number.isSafeInteger(limit)) throw new Error(`a row limit is a whole number, not ${limit}`);
  return ` LIMIT ${limit}`;
}

/** The ids, rids and sort keys (k0, k1, …) of the first `reach` matches in order, or undefined when nothing can match. */
function orderedIds(target: Target, where: Where, keys: SortKey[], reach: number, params: unknown[]): string | undefined {
  const split = walksOf(target, where);
  if (!split) {
    const own: unknown[] = [];
    const { from, clause } = readFrom(target, where, own);
    if (clause === ' WHERE 0') return undefined;
    params.push(...own);
    const picked = keys.map((key, i) => `${key.expression} AS k${i}`).join(', ');
    return `SELECT * FROM (SELECT t.id AS id, t.rid AS rid, ${picked} FROM ${from}${clause}${orderBy(orderingKeys(target, where, keys))}${limitSql(reach)})`;
  }
  const branches = split.branches.flatMap((branch) => orderedIds(target, branchWhere(split, branch), keys, reach, params) ?? []);
  if (branches.length === 0) return undefined;
  return `SELECT * FROM (${branches.join(' UNION ')} ORDER BY ${keys.map((key, i) => `k${i} ${key.dir}`).join(', ')}${limitSql(reach)})`;
}

function unionSelectSql(target: Target, options: FindOptions): Sql {
  const params: unknown[] = [];
  const keys = sortKeys(options.sort);
  const ids = orderedIds(target, options.where!, keys, options.limit! + (options.skip ?? 0), params);
  if (ids === undefined) return NOTHING;
  params.push(options.skip ?? 0);
  const page = `SELECT * FROM (${ids}) ORDER BY ${keys.map((key, i) => `k${i} ${key.dir}`).join(', ')}${limitSql(options.limit!)} OFFSET ?`;
  const order = keys.map((key, i) => `u.k${i} ${key.dir}`).join(', ');
  if (options.keysOnly && keys.every((key) => !key.field.includes('.'))) {
    // the page's keys are the rows: no document is read (a list of ids, resource-lists.ts listIds)
    const fields = keys.flatMap((key, i) => (key.field === 'id' ? [] : [`'${key.field}', u.k${i}`]));
    return { sql: `SELECT json_object('id', u.id${fields.map((f) => `, ${f}`).join('')}) FROM (${page}) AS u ORDER BY ${order}`, params };
  }
  return { sql: `SELECT ${columns(options.omit)} FROM (${page}) AS u JOIN ${table(target.collection)} AS t ON t.rid = u.rid ORDER BY ${order}`, params };
}

/**
 * One row: a literal LIMIT 1 lets SQLite plan a primary-key lookup as a single seek, which a bound
 * LIMIT ?/OFFSET ? did not (about twice the time per id lookup, the hottest query of all).
 */
export function selectOneSql(target: Target, where: Where, omit?: string[]): Sql {
  const params: unknown[] = [];
  const clause = whereClause(target, where, params);
  if (clause === ' WHERE 0') return NOTHING;
  return { sql: `SELECT ${columns(omit)} FROM ${table(target.collection)} AS t${clause} ORDER BY t.id ASC LIMIT 1`, params };
}

/**
 * With a limit, counting stops there: the answer is min(matches, limit). An OR of index searches is
 * counted branch by branch, each stopping at the limit too: if one branch reaches it (checked first,
 * without telling documents of several branches apart) the union does; otherwise every branch was
 * counted whole, and their union is counted.
 */
export const countSql = (target: Target, where: Where | undefined, limit?: number): Sql =>
  withShared(textDrives(target, where), (shared) => countOwnSql(shared, where, limit));

function countOwnSql(target: Target, where: Where | undefined, limit?: number): Sql {
  const split = limit !== undefined ? walksOf(target, where) : undefined;
  if (split && limit !== undefined) {
    const clauses = split.branches.flatMap((branch) => {
      const own: unknown[] = [];
      const clause = whereSql(target, branchWhere(split, branch), own);
      return clause === '0' ? [] : [{ clause, params: own }];
    });
    if (clauses.length === 0) return { sql: 'SELECT 0', params: [] };
    const ids = (c: { clause: string }) => `SELECT t.rid FROM ${table(target.collection)} AS t WHERE ${c.clause}${limitSql(limit)}`;
    const reaches = clauses.map((c) => `(SELECT count(*) FROM (${ids(c)})) >= ?`).join(' OR ');
    const union = `SELECT count(*) FROM (${clauses.map((c) => `SELECT * FROM (${ids(c)})`).join(' UNION ')}${limitSql(limit)})`;
    const params = [...clauses.flatMap((c) => [...c.params, limit]), limit, ...clauses.flatMap((c) => c.params)];
    return { sql: `SELECT CASE WHEN ${reaches} THEN ? ELSE (${union}) END`, params };
  }
  const params: unknown[] = [];
  const { from, clause } = readFrom(target, where, params);
  if (clause === ' WHERE 0') return { sql: 'SELECT 0', params: [] };
  if (limit === undefined) return { sql: `SELECT count(*) FROM ${from}${clause}`, params };
  return { sql: `SELECT count(*) FROM (SELECT 1 FROM ${from}${clause}${limitSql(limit)})`, params };
}

export function updateSql(target: Target, where: Where, set: [string, string][], unset: string[]): Sql {
  let doc = 't.doc';
  if (unset.length) doc = `jsonb_remove(${doc}, ${unset.map(jsonPath).join(', ')})`;
  if (set.length) doc = `jsonb_set(${doc}, ${set.map(([field]) => `${jsonPath(field)}, jsonb(?)`).join(', ')})`;
  const params: unknown[] = set.map(([, json]) => json);
  return { sql: `UPDATE ${table(target.collection)} AS t SET doc = ${doc}${whereClause(target, where, params)}`, params };
}

export function deleteSql(target: Target, where: Where): Sql {
  const params: unknown[] = [];
  return { sql: `DELETE FROM ${table(target.collection)} AS t${whereClause(target, where, params)}`, params };
}

export const insertSql = (collection: string) => `INSERT INTO ${table(collection)} (id, doc) VALUES (?, jsonb(?))`;

/** Whether a condition names any field but `id`, so that its SQL depends on the catalog. */
export function needsFacts(where: Where | undefined): boolean {
  if (!where) return false;
  switch (where.op) {
    case 'and':
    case 'or':
      return where.where.some(needsFacts);
    default:
      return where.field !== 'id';
  }
}
