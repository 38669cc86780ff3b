/**
 * Lists, search, history and usages at 100,000 modules (issues 5 and 17), against hand-written indexed
 * queries on the same file and against the same requests on a workspace of 20 modules.
 *
 *   npx tsx bench/build-workspace.ts                 once: builds bench/.data/modules-100000 (see that file)
 *   npx tsx bench/build-workspace.ts --modules=20    once: the 20-module case
 *   npx tsx bench/scale.bench.ts                     BENCH_ROUNDS=5 rounds of BENCH_REQUESTS=200 per scenario and side (defaults)
 *
 * Three servers in child processes: Joinery on the 100,000-module file (as `npm start` runs it), Joinery
 * on the 20-module file, and a bare Fastify route running SQL written by hand for each page on the
 * 100,000-module file, with the index a database engineer would build for its filter (the FTS5
 * trigram index for a text search, an index on the value for an exact one) and selecting only the
 * fields a list row needs. Requests go one at a time, the three sides taking turns, so a change in the
 * machine's load touches all alike; each side's p50 and p95 over BENCH_REQUESTS requests are compared,
 * in BENCH_ROUNDS rounds over all the scenarios, and a row is judged by the median of its rounds' ratios.
 * Targets: Joinery's p95 at most 3× the hand-written one, and for every search (text filters at each
 * selectivity, the search box of /products, the GraphQL list) at most 3× the 20-module case. History,
 * log, version reads and usage pages have absolute targets (p95 ≤ 50 ms), measured on Joinery alone.
 * Writes bench/RESULTS.md's "scale" section.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAGE_SIZE as SEARCH_BOX_ROWS } from '../web/src/shared/constants.ts';
import { HISTORY_VERSIONS, NAME_TERMS, workspaceDir, type BuiltWorkspace } from './build-workspace.ts';
import {
  fmt, loadNote, machine, reportChildError, roleOf, serveBare, serveJoinery, spreadOf, startChild, summarise, timedGet, writeSection, credentialsFor, type Spread, type Summary,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const ADMIN = 'admin@demo.joinery.test';
const RATIO_TARGET = 3;
const ABSOLUTE_TARGET_MS = 50;
/** the small workspace the searches are compared with (bench/build-workspace.ts --modules=20) */
const SMALL_MODULES = 20;
/**
 * Rounds of BENCH_REQUESTS per scenario and side: a single run's p95 over 200 requests moved by half a
 * millisecond from run to run on the 20-module side, enough to decide a 2.7–3.2× row either way.
 */
const DEFAULT_ROUNDS = 5;

// -------------------------------------------------------------------------------------------------
// The hand-written queries (the bare side): plain SQL over the same file and its indexes
// -------------------------------------------------------------------------------------------------

const E = (path: string, alias = '') => `json_extract(${alias}doc, '$.${path}')`;
const granted = (field: string) => `id IN (SELECT id FROM "modules#elements" WHERE field = '${field}' AND value = '${ADMIN}' AND type = 'text')`;
/** Where each scope's rows come from: one index search per branch. */
const BRANCHES: Record<string, string[]> = {
  default: [`${E('workspace')} = 'demo'`],
  multiWorkspace: [`${E('workspace')} = 'demo'`, `${E('workspace')} = 'north'`],
  all: [`${E('workspace')} = 'demo'`, `${E('workspace')} = 'north'`, `${E('owner')} = '${ADMIN}'`, `${E('public')} = 1`, granted('readers'), granted('writers'), granted('duplicators')],
};
/** the filter values Joinery keeps beside each head: text in the FTS5 trigram index, cadOrientation with an index on its value */
const TEXT_FIELDS: Record<string, string> = { name: 'filter.name', search: 'filter.search' };
const EXACT_FIELD = E('filter.source_geometrySettings_cadOrientation');
/**
 * A text search as an engineer writes it with an FTS5 trigram index on the field (its rowids the rows'
 * keys), in the three plans one would choose between: `index`, the rows the index finds for the phrase
 * (for a rare term); `walk`, the order's index walked and each row's text tested (for a common one,
 * where collecting every row the index finds costs more than the page); `walk-hits`, the order's index
 * walked and each row looked up in what the index found (between the two). The bench measures each query
 * with the fastest.
 */
const textSearch = (field: string, plan: string) => {
  const hits = `SELECT rowid FROM "modules#fts#${field}" WHERE "modules#fts#${field}" MATCH ?`;
  return plan === 'walk' ? `instr(lower(${E(field)}), ?) > 0` : plan === 'walk-hits' ? `+rid IN (${hits})` : `rid IN (${hits})`;
};
/** The exact filter, by its value's index (`index`) or tested along the order's walk (`walk`). */
const exactSearch = (plan: string) => (plan === 'walk' ? `+${EXACT_FIELD} = ?` : `${EXACT_FIELD} = ?`);
const EXACT_INDEX = 'ix_modules(filter.source_geometrySettings_cadOrientation)';
/** the plans the bare side chooses between, for a query with a text search or with the exact filter */
const PLANS = { text: ['index', 'walk', 'walk-hits'], exact: ['index', 'walk'] };

interface BareQuery {
  scope: string;
  /** a text search: the filter (name or search) and the lower-case term */
  text?: { field: string; term: string };
  /** cadOrientation equal to this */
  exact?: string;
  /** sortName ascending, else lastEdited descending */
  byName: boolean;
  after?: { key: string; id: string };
  limit: number;
  /** for a filter: through its index, tested along the walk, or (text) looked up in the index's hits along the walk (PLANS) */
  plan: string;
}

function bareSql(query: BareQuery): { sql: string; params: unknown[] } {
  const key = query.byName ? E('sortName') : E('lastEdited');
  const dir = query.byName ? 'ASC' : 'DESC';
  const params: unknown[] = [];
  const branch = (where: string) => {
    const parts = [where, `${E('deleted')} = 0`];
    if (query.text) {
      parts.push(textSearch(TEXT_FIELDS[query.text.field], query.plan));
      params.push(query.plan === 'walk' ? query.text.term : `"${query.text.term.replaceAll('"', '""')}"`);
    }
    if (query.exact !== undefined) {
      parts.push(exactSearch(query.plan));
      params.push(query.exact);
    }
    if (query.after) {
      parts.push(`${key} ${query.byName ? '>=' : '<='} ?`, `(${key} ${query.byName ? '>' : '<'} ? OR (${key} = ? AND id > ?))`);
      params.push(query.after.key, query.after.key, query.after.key, query.after.id);
    }
    const indexed = query.exact !== undefined && query.plan === 'index' ? ` INDEXED BY "${EXACT_INDEX}"` : '';
    return `SELECT id, rid, ${key} AS k FROM modules${indexed} WHERE ${parts.join(' AND ')} ORDER BY k ${dir}, id LIMIT ${query.limit + 1}`;
  };
  const branches = BRANCHES[query.scope].map((where) => `SELECT * FROM (${branch(where)})`);
  const ids = branches.length === 1 ? branches[0] : `SELECT * FROM (${branches.join(' UNION ')}) ORDER BY k ${dir}, id LIMIT ${query.limit + 1}`;
  const fields = ['head', 'owner', 'created', 'lastEdited', 'data'].map((f) => `${E(f, 'm.')} AS ${f}`).join(', ');
  return { sql: `SELECT m.id, ${fields}, u.k FROM (${ids}) AS u JOIN modules AS m ON m.rid = u.rid ORDER BY u.k ${dir}, u.id`, params };
}

async function runBare(file: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3');
  const { default: Fastify } = await import('fastify');
  const db = new Database(file, { readonly: true });
  const statements = new Map<string, import('better-sqlite3').Statement>();
  const app = Fastify({ logger: false });
  app.get('/bare', async (request) => {
    const q = request.query as Record<string, string>;
    const [field, term] = q.text ? [q.text.slice(0, q.text.indexOf(':')), q.text.slice(q.text.indexOf(':') + 1)] : [];
    const query: BareQuery = {
      scope: q.scope,
      text: field ? { field, term: term!.toLowerCase() } : undefined,
      exact: q.exact,
      byName: q.sort === 'name',
      after: q.after ? JSON.parse(q.after) : undefined,
      limit: Number(q.limit ?? 50),
      plan: q.plan ?? 'index',
    };
    const { sql, params } = bareSql(query);
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    const rows = statement.all(...params) as { id: string; head: number; owner: string; created: string; lastEdited: string; data: string; k: string }[];
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({ id: r.id, version: r.head, head: r.head, owner: r.owner, created: r.created, lastEdited: r.lastEdited, data: JSON.parse(r.data) })),
      next: rows.length > query.limit ? JSON.stringify({ key: last.k, id: last.id }) : null,
    };
  });
  await serveBare(app, async () => {
    await app.close();
    db.close();
  });
}

// -------------------------------------------------------------------------------------------------
// The parent: scenarios, requests in turn, the report
// -------------------------------------------------------------------------------------------------

/** One request of a scenario: a GET, or a POST of a GraphQL body. */
interface Call {
  url: string;
  body?: string;
}

interface Scenario {
  name: string;
  scope: string;
  /** a search, held to the 20-module case */
  search: boolean;
  joinery: Call;
  /** the same request to the 20-module server (none for a page the small workspace does not have) */
  small?: Call;
  bare: Call;
  /** the hand-written plan measured (PLANS), for a filtered query */
  barePlan?: string;
}

const SCOPES: Record<string, { path: string; flag: string }> = {
  default: { path: '/api/modules', flag: '' },
  all: { path: '/api/modules/all', flag: '' },
  multiWorkspace: { path: '/api/modules', flag: '&multiWorkspace=true' },
};

async function send(call: Call): Promise<{ ms: number; status: number; text: string }> {
  if (call.body === undefined) return timedGet(call.url);
  const start = performance.now();
  const response = await fetch(call.url, { method: 'POST', headers: { ...credentialsFor(call.url), 'content-type': 'application/json' }, body: call.body });
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, text };
}

async function json(call: Call): Promise<any> {
  const reply = await send(call);
  if (reply.status !== 200) throw new Error(`${call.url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  const parsed = JSON.parse(reply.text);
  if (parsed.errors) throw new Error(`${call.url} answered errors: ${reply.text.slice(0, 300)}`);
  return parsed;
}

/** The ids of the rows an answer lists (a REST page or a GraphQL products list). */
const idsOf = (answer: any): string[] => (answer.data?.modules ?? answer).items.map((row: any) => row.id);

/** The URLs of page 20 on each side, by walking 19 pages with each side's own cursor. */
async function page20(joinery: string, bare: string, scope: string): Promise<{ joinery: Call; bare: Call }> {
  const { path, flag } = SCOPES[scope];
  let jNext: string | null = null;
  let bNext: string | null = null;
  for (let page = 1; page < 20; page++) {
    jNext = (await json({ url: `${joinery}${path}?limit=50${flag}${jNext ? `&cursor=${encodeURIComponent(jNext)}` : ''}` })).next;
    bNext = (await json({ url: `${bare}/bare?scope=${scope}${bNext ? `&after=${encodeURIComponent(bNext)}` : ''}` })).next;
  }
  return {
    joinery: { url: `${joinery}${path}?limit=50${flag}&cursor=${encodeURIComponent(jNext!)}` },
    bare: { url: `${bare}/bare?scope=${scope}&after=${encodeURIComponent(bNext!)}` },
  };
}

/** The products page's generated ModuleList operation as the web sends it: its persisted hash. */
function moduleListHash(): string {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../web/gql/persisted-documents.json', import.meta.url)), 'utf8')) as Record<string, string>;
  const hash = Object.keys(manifest).find((key) => manifest[key].startsWith('query ModuleList'));
  if (!hash) throw new Error('web/gql/persisted-documents.json has no ModuleList: run npm run codegen');
  return hash;
}

const moduleList = (variables: Record<string, unknown>) =>
  JSON.stringify({ operationName: 'ModuleList', variables, extensions: { persistedQuery: { version: 1, sha256Hash: moduleListHash() } } });

async function scenarios(joinery: string, small: string, bare: string): Promise<Scenario[]> {
  const list: Scenario[] = [];
  for (const [scope, { path, flag }] of Object.entries(SCOPES)) {
    const j = (query: string) => ({ url: `${joinery}${path}?limit=50${flag}${query}` });
    const s = (query: string) => ({ url: `${small}${path}?limit=50${flag}${query}` });
    const b = (query: string) => ({ url: `${bare}/bare?scope=${scope}${query}` });
    const both = (name: string, query: string, bareQuery: string, search = false) => list.push({ name, scope, search, joinery: j(query), small: s(query), bare: b(bareQuery) });
    both('first page', '', '');
    for (const { term, share } of NAME_TERMS) both(`text filter name=${term} (${share})`, `&name=${term}`, `&text=name:${term}`, true);
    both('text filter name=benchmark (0%, but in every description)', '&name=benchmark', '&text=name:benchmark', true);
    both('exact filter cadOrientation=PositiveZ (25%)', '&source.geometrySettings.cadOrientation=PositiveZ', '&exact=PositiveZ');
    both('exact filter cadOrientation=PositiveX (no match)', '&source.geometrySettings.cadOrientation=PositiveX', '&exact=PositiveX', true);
    list.push({ name: 'page 20 by cursor', scope, search: false, ...(await page20(joinery, bare, scope)) });
    both('sorted by name', '&sort=name', '&sort=name');
  }
  // GraphQL, as the products table asks: 50 rows filtered by name, and the search box's request (its page of 10)
  const graphql = (base: string, variables: Record<string, unknown>) => ({ url: `${base}/graphql`, body: moduleList(variables) });
  for (const { term, share } of NAME_TERMS) {
    const variables = { filter: { name: term }, page: { limit: 50 } };
    list.push({ name: `GraphQL products list, name ${term} (${share})`, scope: 'default', search: true, joinery: graphql(joinery, variables), small: graphql(small, variables), bare: { url: `${bare}/bare?scope=default&text=name:${term}` } });
  }
  for (const { term, share } of NAME_TERMS) {
    const variables = { filter: { search: term }, page: { limit: SEARCH_BOX_ROWS } };
    list.push({
      name: `/products search box "${term}" (${share})`,
      scope: 'default',
      search: true,
      joinery: graphql(joinery, variables),
      small: graphql(small, variables),
      bare: { url: `${bare}/bare?scope=default&limit=${SEARCH_BOX_ROWS}&text=search:${term}` },
    });
  }
  return list;
}

/** One round of a scenario: each side's latency over its requests. */
interface Round {
  joinery: Summary;
  small?: Summary;
  bare: Summary;
}

interface Measured {
  scenario: Scenario;
  rounds: Round[];
  sameRows: boolean;
  rows: number;
}

/** For a filtered query, the hand-written plan (PLANS) that answers it fastest: what an engineer would pick for it. */
async function fastestBarePlan(bare: Call): Promise<{ call: Call; plan?: string }> {
  if (!/[?&](text|exact)=/.test(bare.url)) return { call: bare };
  const timed = [];
  for (const plan of /[?&]text=/.test(bare.url) ? PLANS.text : PLANS.exact) {
    const call = { url: `${bare.url}&plan=${plan}` };
    const samples = [];
    for (let i = 0; i < 5; i++) samples.push((await send(call)).ms);
    timed.push({ call, plan, ms: summarise(samples).p50 });
  }
  return timed.sort((a, b) => a.ms - b.ms)[0];
}

/** A scenario before its rounds: the hand-written plan chosen, and whether both sides answer the same rows. */
async function prepare(scenario: Scenario): Promise<Measured> {
  const chosen = await fastestBarePlan(scenario.bare);
  scenario = { ...scenario, bare: chosen.call, barePlan: chosen.plan };
  const [first, bareFirst] = [idsOf(await json(scenario.joinery)), idsOf(await json(scenario.bare))];
  if (scenario.small) await json(scenario.small);
  return { scenario, rounds: [], sameRows: first.join(',') === bareFirst.join(','), rows: first.length };
}

/** One round of a scenario: a few requests per side unmeasured (the scenario before left other rows in the caches), then `requests` per side in turn. */
async function measureRound(scenario: Scenario, requests: number): Promise<Round> {
  const sides = [scenario.joinery, scenario.bare, ...(scenario.small ? [scenario.small] : [])];
  for (let i = 0; i < 10; i++) for (const side of sides) await send(side);
  const samples = sides.map(() => [] as number[]);
  for (let i = 0; i < requests; i++) {
    // each side goes first in turn, so none always follows another
    for (let k = 0; k < sides.length; k++) {
      const side = (i + k) % sides.length;
      samples[side].push((await send(sides[side])).ms);
    }
  }
  return { joinery: summarise(samples[0]), bare: summarise(samples[1]), small: scenario.small ? summarise(samples[2]) : undefined };
}

/** Each round's p95 ratio of Joinery at 100,000 to the hand-written query and to the 20-module case, with their spread over the rounds. */
function ratios(m: Measured): { toBare: Spread; toSmall?: Spread } {
  const toBare = spreadOf(m.rounds.map((r) => r.joinery.p95 / r.bare.p95));
  const toSmall = m.scenario.small ? spreadOf(m.rounds.map((r) => r.joinery.p95 / r.small!.p95)) : undefined;
  return { toBare, toSmall };
}

/** The indexes SQLite keeps on the modules table (the landed code had 91). */
async function indexesOfModules(file: string): Promise<number> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'modules'`).pluck().get() as number;
  } finally {
    db.close();
  }
}

/** CPU seconds the whole machine has been busy (/proc/stat: all but idle and iowait). */
function machineBusySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function processSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * What other work did on the machine while the benchmark ran: the machine's busy CPU time less this
 * process's and its servers'. The load average before a run says what the last minute held, which
 * misleads when other processes are paused for the run (/work/wt/tools/quiet-cmd.sh).
 */
function otherWork(pids: number[]): () => string {
  const own = () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + pids.reduce((sum, pid) => sum + processSeconds(pid), 0);
  const [busy0, own0, start] = [machineBusySeconds(), own(), performance.now()];
  return () => {
    const seconds = (performance.now() - start) / 1000;
    const other = Math.max(0, machineBusySeconds() - busy0 - (own() - own0));
    return `other processes used ${fmt(other, 1)} CPU-seconds during the ${fmt(seconds)} s of the runs (${fmt((100 * other) / seconds)}% of one of the ${os.cpus().length} cores)`;
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function absolute(label: string, url: string, requests: number): Promise<{ label: string; summary: Summary; bytes: number }> {
  const first = await timedGet(url);
  if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${first.text.slice(0, 300)}`);
  for (let i = 0; i < 10; i++) await timedGet(url);
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) samples.push((await timedGet(url)).ms);
  return { label, summary: summarise(samples), bytes: Buffer.byteLength(first.text) };
}

async function main(): Promise<void> {
  const requests = Number(process.env.BENCH_REQUESTS ?? 200);
  const rounds = Number(process.env.BENCH_ROUNDS ?? DEFAULT_ROUNDS);
  const { dir, file, done } = workspaceDir(Number(process.env.BENCH_MODULES ?? 100_000));
  const small = workspaceDir(SMALL_MODULES);
  const built = JSON.parse(readFileSync(done, 'utf8')) as BuiltWorkspace;
  readFileSync(small.done);
  const loadBefore = os.loadavg()[0];
  const joinery = await startChild(THIS_FILE, 'joinery', { args: [dir] });
  const smallJoinery = await startChild(THIS_FILE, 'joinery', { args: [small.dir] });
  const bare = await startChild(THIS_FILE, 'bare', { args: [file] });
  const others = otherWork([joinery, smallJoinery, bare].map((child) => child.process.pid!));
  try {
    const lists: Measured[] = [];
    const only = process.env.BENCH_ONLY;
    for (const scenario of await scenarios(joinery.base, smallJoinery.base, bare.base)) {
      if (only && !`${scenario.scope}: ${scenario.name}`.includes(only)) continue;
      lists.push(await prepare(scenario));
    }
    // rounds over all the scenarios, so that a spell of load elsewhere on the machine falls into one round of many rows, not into all rounds of one
    for (let round = 1; round <= rounds; round++) {
      process.stdout.write(`round ${round}/${rounds}\n`);
      for (const m of lists) m.rounds.push(await measureRound(m.scenario, requests));
    }
    const history = `${joinery.base}/api/modules/${built.historyModule}`;
    const rssBefore = rssMb(joinery.process.pid!);
    const usagesUrl = `${joinery.base}/api/connectortypes/${built.busyConnectorType}/usages`;
    const second = (await json({ url: usagesUrl })).next as string;
    const reads = only
      ? []
      : [
          await absolute(`history, first page (200 of ${fmt(HISTORY_VERSIONS)} versions)`, `${history}/history`, requests),
          await absolute('history, a page of 1,000', `${history}/history?limit=1000`, requests),
          await absolute('log?limit=50', `${history}/log?limit=50`, requests),
          await absolute('version read /v/5000 (with its graph)', `${history}/v/5000`, requests),
          await absolute('head read ?complete=true (graph, record, permissions)', `${history}?complete=true`, requests),
          await absolute(`usages of a connector type used by ~${fmt(built.modules * 0.6)} modules, first page`, usagesUrl, requests),
          await absolute('usages, second page (cursor)', `${usagesUrl}?cursor=${encodeURIComponent(second)}`, requests),
        ];
    const rssAfter = rssMb(joinery.process.pid!);
    const loadAfter = os.loadavg()[0];
    const facts = { rssBefore, rssAfter, indexes: await indexesOfModules(file), others: others() };
    if (only) process.stdout.write(`${tableRows(lists).join('\n')}\n${facts.others}\n(BENCH_ONLY: RESULTS.md left as it was)\n`);
    else report(built, { requests, rounds }, lists, reads, facts, loadBefore, loadAfter);
  } finally {
    await Promise.allSettled([joinery.close(), smallJoinery.close(), bare.close()]);
  }
}

const ms = (n: number) => fmt(n, 1);

/**
 * Whether a list scenario meets its targets: same rows as the hand-written query, and the median over the
 * rounds of its per-round p95 ratios within 3× of the hand-written query and, for a search, of the 20-module case.
 */
function verdict(m: Measured): boolean {
  const { toBare, toSmall } = ratios(m);
  return m.sameRows && toBare.median <= RATIO_TARGET && (!m.scenario.search || (toSmall !== undefined && toSmall.median <= RATIO_TARGET));
}

/** A median over the rounds with the rounds' range. */
const ranged = (s: Spread, digits = 2) => `${fmt(s.median, digits)}× (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;

/** A side's p50 / p95 as the median of its rounds' p50s and p95s. */
const latency = (summaries: Summary[]) => `${ms(spreadOf(summaries.map((s) => s.p50)).median)} / ${ms(spreadOf(summaries.map((s) => s.p95)).median)}`;

function tableRows(lists: Measured[]): string[] {
  return lists.map((m) => {
    const { toBare, toSmall } = ratios(m);
    const smallRatio = toSmall ? `${ranged(toSmall)}${m.scenario.search ? '' : ' (no target)'}` : '—';
    const small = m.scenario.small ? latency(m.rounds.map((r) => r.small!)) : '—';
    const plan = m.scenario.barePlan ? ` (${m.scenario.barePlan})` : '';
    const joinery = latency(m.rounds.map((r) => r.joinery));
    const bare = latency(m.rounds.map((r) => r.bare));
    return `| ${m.scenario.scope} | ${m.scenario.name} | ${m.rows} | ${joinery} | ${bare}${plan} | ${small} | ${ranged(toBare)} | ${smallRatio} | ${m.sameRows ? 'yes' : '**no**'} | ${verdict(m) ? 'PASS' : 'FAIL'} |`;
  });
}

function report(
  built: BuiltWorkspace,
  { requests, rounds }: { requests: number; rounds: number },
  lists: Measured[],
  reads: { label: string; summary: Summary; bytes: number }[],
  facts: { rssBefore: number; rssAfter: number; indexes: number; others: string },
  loadBefore: number,
  loadAfter: number,
): void {
  const readRows = reads.map((r) => `| ${r.label} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${fmt(r.bytes)} | ${r.summary.p95 <= ABSOLUTE_TARGET_MS ? 'PASS' : 'FAIL'} |`);
  const failures = lists.filter((m) => !verdict(m)).length + reads.filter((r) => r.summary.p95 > ABSOLUTE_TARGET_MS).length;
  const terms = NAME_TERMS.map(({ term, share }) => `"${term}" ${share}`).join(', ');
  writeSection(
    'scale',
    [
      `## Lists, search, history and usages at ${fmt(built.modules)} modules`,
      ``,
      `**${failures === 0 ? 'PASS' : `FAIL (${failures})`}** — command: \`npx tsx bench/scale.bench.ts\` (BENCH_ROUNDS=${rounds}, BENCH_REQUESTS=${requests}), after \`npx tsx bench/build-workspace.ts\` and \`npx tsx bench/build-workspace.ts --modules=${SMALL_MODULES}\`.`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}; ${facts.others}`,
      `- Workspace: built by bench/build-workspace.ts in ${fmt(built.seconds)} s through the model (${fmt(built.modules)} demo modules with 2 versions each and ~3 connector-type usages each; ${fmt(built.modules / 100)} modules in a second workspace of the caller, ${fmt(built.modules / 1000)} in a third, some public or shared; one module with ${fmt(HISTORY_VERSIONS)} versions). The 20-module case is the same build with 20 demo modules (beside the demo's own), 1 in each other workspace.`,
      `- Search terms and the share of generated names holding each: ${terms}. In the 20-module workspace the shares cannot be the same (0.01% of 20 is none): there "heirloom" and "limited" find one module each.`,
      `- Each scenario: ${rounds} rounds of ${requests} requests per side (the rounds run over all the scenarios in turn, so a spell of load elsewhere falls into one round of many rows), one at a time over keep-alive HTTP, the three sides taking turns; latency from sending the request to the last byte, in ms. Latencies are the median over the rounds of each round's p50 and p95; each ratio is computed per round (p95 ÷ p95) and given as the median over the rounds, with the rounds' lowest–highest in brackets; the verdict is the median's. "Same rows": Joinery at 100,000 and the hand-written query answered the same ids.`,
      `- Hand-written: a bare Fastify route in its own process running SQL written by hand on the 100,000-module file (one index walk per branch of the scope, UNION for several branches, keyset paging), selecting only the fields of a row, with the index a database engineer would build for the filter (an FTS5 trigram index on the field for a text search: the one Joinery keeps, \`modules#fts#filter.name\`; the index on the value Joinery keeps for the exact filter) and, for each filtered query, the fastest of its plans, shown after its figures: \`index\` starts from what the index finds (\`rid IN\` the FTS5 hits, whose rowids are the rows' keys; \`INDEXED BY\` the value's index), \`walk\` walks the order's index and tests each row (\`instr(lower(name), term)\`; the value), \`walk-hits\` (text only) walks the order's index and looks each row up in the FTS5 hits (\`+rid IN\`). Joinery's answer also carries its total (on an unfiltered first page counted up to 1,000; a filtered list's says how many it has seen, with totalExact false while more follow); GraphQL rows also carry the owner's name (one batched read more).`,
      `- Targets (each on the median of the rounds' ratios): every row p95 ≤ ${RATIO_TARGET}× the hand-written query; every search (text filters, the exact filter with no match, GraphQL, the search box) also p95 ≤ ${RATIO_TARGET}× the same request on the 20-module workspace.`,
      ``,
      `| scope | page | rows | Joinery 100,000 p50 / p95 | hand-written p50 / p95 | Joinery 20 p50 / p95 | p95 ÷ hand-written, median (range) | p95 ÷ 20-module, median (range) | same rows | |`,
      `|---|---|---:|---:|---:|---:|---:|---:|---|---|`,
      ...tableRows(lists),
      ``,
      `| history, log, version reads and usages (Joinery) | p50 | p95 | bytes | target p95 ≤ ${ABSOLUTE_TARGET_MS} ms |`,
      `|---|---:|---:|---:|---|`,
      ...readRows,
      ``,
      `Joinery's resident memory: ${fmt(facts.rssBefore)} MB before the history and usage reads, ${fmt(facts.rssAfter)} MB after. The modules table has ${facts.indexes} indexes (the code before issue 5 had 91): one per scope and order, one on each exact, number and boolean filter's value, the sharing grants, (owner, workspace) for /all's question whether the caller owns anything beyond their workspaces, and the primary key; array elements sit in their own table, text in the FTS5 index.`,
    ].join('\n'),
  );
  process.stdout.write(`written to bench/RESULTS.md (section scale): ${failures === 0 ? 'PASS' : `FAIL (${failures})`}\n`);
}

const role = roleOf();
if (role === 'joinery') serveJoinery(process.argv[process.argv.indexOf('--role=joinery') + 1], { DEMO_USER: ADMIN }).catch(reportChildError);
else if (role === 'bare') runBare(process.argv[process.argv.indexOf('--role=bare') + 1]).catch(reportChildError);
else if (process.argv[1] === THIS_FILE) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

