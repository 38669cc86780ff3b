/**
 * Lists, history and usages at 100,000 modules (issue 5), against hand-written indexed queries on
 * the same file.
 *
 *   npx tsx bench/build-workspace.ts      once: builds bench/.data/modules-100000 (see that file)
 *   npx tsx bench/scale.bench.ts          BENCH_REQUESTS=200 per scenario and side (default)
 *
 * Two servers in child processes over the same SQLite file: Joinery (buildApp, as `npm start` runs
 * it) and a bare Fastify route running SQL written by hand for each page, with the indexes the file
 * has, selecting only the fields a list row needs. Requests go one at a time, Joinery and bare
 * alternating, so a change in the machine's load touches both alike; each side's p50 and p95 over
 * BENCH_REQUESTS requests are compared (target: Joinery's p95 at most 3× the hand-written one).
 * History, log, version reads and usage pages have absolute targets (p95 ≤ 50 ms), measured the same
 * way on Joinery alone. Writes bench/RESULTS.md's "scale" section.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { HISTORY_VERSIONS, workspaceDir, type BuiltWorkspace } from './build-workspace.ts';
import {
  fmt, loadNote, machine, reportChildError, roleOf, serveBare, serveJoinery, startChild, summarise, timedGet, writeSection, type Summary,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const ADMIN = 'admin@demo.joinery.test';
const RATIO_TARGET = 3;
const ABSOLUTE_TARGET_MS = 50;

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
const FILTERS: Record<string, string> = {
  text: `instr(lower(${E('document.name')}), 'walnut') > 0`,
  exact: `${E('document.source.geometrySettings.cadOrientation')} = 'PositiveZ'`,
};

interface BareQuery {
  scope: string;
  filter?: string;
  /** sortName ascending, else lastEdited descending */
  byName: boolean;
  after?: { key: string; id: string };
}

function bareSql(query: BareQuery): { sql: string; params: unknown[] } {
  const key = query.byName ? E('sortName') : E('lastEdited');
  const dir = query.byName ? 'ASC' : 'DESC';
  const params: unknown[] = [];
  const branch = (where: string) => {
    const parts = [where, `${E('deleted')} = 0`];
    if (query.filter) parts.push(FILTERS[query.filter]);
    if (query.after) {
      parts.push(`${key} ${query.byName ? '>=' : '<='} ?`, `(${key} ${query.byName ? '>' : '<'} ? OR (${key} = ? AND id > ?))`);
      params.push(query.after.key, query.after.key, query.after.key, query.after.id);
    }
    return `SELECT id, ${key} AS k FROM modules WHERE ${parts.join(' AND ')} ORDER BY k ${dir}, id LIMIT 51`;
  };
  const branches = BRANCHES[query.scope].map((where) => `SELECT * FROM (${branch(where)})`);
  const ids = branches.length === 1 ? branches[0] : `SELECT * FROM (${branches.join(' UNION ')}) ORDER BY k ${dir}, id LIMIT 51`;
  const fields = ['head', 'owner', 'created', 'lastEdited', 'data'].map((f) => `${E(f, 'm.')} AS ${f}`).join(', ');
  return { sql: `SELECT m.id, ${fields}, u.k FROM (${ids}) AS u JOIN modules AS m ON m.id = u.id ORDER BY u.k ${dir}, u.id`, params };
}

async function runBare(file: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3');
  const { default: Fastify } = await import('fastify');
  const db = new Database(file, { readonly: true });
  const statements = new Map<string, import('better-sqlite3').Statement>();
  const app = Fastify({ logger: false });
  app.get('/bare', async (request) => {
    const q = request.query as Record<string, string>;
    const query: BareQuery = { scope: q.scope, filter: q.filter || undefined, byName: q.sort === 'name', after: q.after ? JSON.parse(q.after) : undefined };
    const { sql, params } = bareSql(query);
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    const rows = statement.all(...params) as { id: string; head: number; owner: string; created: string; lastEdited: string; data: string; k: string }[];
    const page = rows.slice(0, 50);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({ id: r.id, version: r.head, head: r.head, owner: r.owner, created: r.created, lastEdited: r.lastEdited, data: JSON.parse(r.data) })),
      next: rows.length > 50 ? JSON.stringify({ key: last.k, id: last.id }) : null,
    };
  });
  await serveBare(app, async () => {
    await app.close();
    db.close();
  });
}

// -------------------------------------------------------------------------------------------------
// The parent: scenarios, alternating requests, the report
// -------------------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  scope: string;
  joinery: string;
  bare: string;
}

const SCOPES: Record<string, { path: string; flag: string }> = {
  default: { path: '/api/modules', flag: '' },
  all: { path: '/api/modules/all', flag: '' },
  multiWorkspace: { path: '/api/modules', flag: '&multiWorkspace=true' },
};

async function json(url: string): Promise<any> {
  const reply = await timedGet(url);
  if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  return JSON.parse(reply.text);
}

/** The URLs of page 20 on each side, by walking 19 pages with each side's own cursor. */
async function page20(joinery: string, bare: string, scope: string): Promise<{ joinery: string; bare: string }> {
  const { path, flag } = SCOPES[scope];
  let jNext: string | null = null;
  let bNext: string | null = null;
  for (let page = 1; page < 20; page++) {
    jNext = (await json(`${joinery}${path}?limit=50${flag}${jNext ? `&cursor=${encodeURIComponent(jNext)}` : ''}`)).next;
    bNext = (await json(`${bare}/bare?scope=${scope}${bNext ? `&after=${encodeURIComponent(bNext)}` : ''}`)).next;
  }
  return {
    joinery: `${joinery}${path}?limit=50${flag}&cursor=${encodeURIComponent(jNext!)}`,
    bare: `${bare}/bare?scope=${scope}&after=${encodeURIComponent(bNext!)}`,
  };
}

async function scenarios(joinery: string, bare: string): Promise<Scenario[]> {
  const list: Scenario[] = [];
  for (const [scope, { path, flag }] of Object.entries(SCOPES)) {
    const j = (query: string) => `${joinery}${path}?limit=50${flag}${query}`;
    const b = (query: string) => `${bare}/bare?scope=${scope}${query}`;
    list.push({ name: 'first page', scope, joinery: j(''), bare: b('') });
    list.push({ name: 'text filter name=walnut (12.5%)', scope, joinery: j('&name=walnut'), bare: b('&filter=text') });
    list.push({ name: 'exact filter cadOrientation=PositiveZ (25%)', scope, joinery: j('&source.geometrySettings.cadOrientation=PositiveZ'), bare: b('&filter=exact') });
    const twenty = await page20(joinery, bare, scope);
    list.push({ name: 'page 20 by cursor', scope, ...twenty });
    list.push({ name: 'sorted by name', scope, joinery: j('&sort=name'), bare: b('&sort=name') });
  }
  return list;
}

interface Measured {
  scenario: Scenario;
  joinery: Summary;
  bare: Summary;
  sameRows: boolean;
}

async function measure(scenario: Scenario, requests: number): Promise<Measured> {
  const [first, bareFirst] = [await json(scenario.joinery), await json(scenario.bare)];
  const ids = (page: any) => page.items.map((row: any) => row.id).join(',');
  const sameRows = ids(first) === ids(bareFirst) && first.items.length === 50;
  for (let i = 0; i < 10; i++) {
    await timedGet(scenario.joinery);
    await timedGet(scenario.bare);
  }
  const j: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < requests; i++) {
    // alternate which side goes first, so neither always follows the other
    const pair = i % 2 ? [scenario.bare, scenario.joinery] : [scenario.joinery, scenario.bare];
    const [x, y] = [await timedGet(pair[0]), await timedGet(pair[1])];
    (i % 2 ? b : j).push(x.ms);
    (i % 2 ? j : b).push(y.ms);
  }
  return { scenario, joinery: summarise(j), bare: summarise(b), sameRows };
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
  const { dir, file, done } = workspaceDir(Number(process.env.BENCH_MODULES ?? 100_000));
  const built = JSON.parse(readFileSync(done, 'utf8')) as BuiltWorkspace;
  const loadBefore = os.loadavg()[0];
  const joinery = await startChild(THIS_FILE, 'joinery', { args: [dir] });
  const bare = await startChild(THIS_FILE, 'bare', { args: [file] });
  try {
    const lists: Measured[] = [];
    for (const scenario of await scenarios(joinery.base, bare.base)) {
      process.stdout.write(`${scenario.scope}: ${scenario.name}\n`);
      lists.push(await measure(scenario, requests));
    }
    const history = `${joinery.base}/api/modules/${built.historyModule}`;
    const rssBefore = rssMb(joinery.process.pid!);
    const usagesUrl = `${joinery.base}/api/connectortypes/${built.busyConnectorType}/usages`;
    const second = (await json(usagesUrl)).next as string;
    const reads = [
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
    report(built, requests, lists, reads, { rssBefore, rssAfter, indexes: await indexesOfModules(file) }, loadBefore, loadAfter);
  } finally {
    await Promise.allSettled([joinery.close(), bare.close()]);
  }
}

function report(
  built: BuiltWorkspace,
  requests: number,
  lists: Measured[],
  reads: { label: string; summary: Summary; bytes: number }[],
  rss: { rssBefore: number; rssAfter: number; indexes: number },
  loadBefore: number,
  loadAfter: number,
): void {
  const ms = (n: number) => fmt(n, 1);
  const listRows = lists.map((m) => {
    const ratio = m.joinery.p95 / m.bare.p95;
    const verdict = ratio <= RATIO_TARGET ? 'PASS' : 'FAIL';
    return `| ${m.scenario.scope} | ${m.scenario.name} | ${ms(m.joinery.p50)} | ${ms(m.joinery.p95)} | ${ms(m.bare.p50)} | ${ms(m.bare.p95)} | ${fmt(ratio, 2)}× | ${m.sameRows ? 'yes' : '**no**'} | ${verdict} |`;
  });
  const readRows = reads.map((r) => `| ${r.label} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${fmt(r.bytes)} | ${r.summary.p95 <= ABSOLUTE_TARGET_MS ? 'PASS' : 'FAIL'} |`);
  const failures = lists.filter((m) => m.joinery.p95 / m.bare.p95 > RATIO_TARGET || !m.sameRows).length + reads.filter((r) => r.summary.p95 > ABSOLUTE_TARGET_MS).length;
  writeSection(
    'scale',
    [
      `## Lists, history and usages at ${fmt(built.modules)} modules`,
      ``,
      `**${failures === 0 ? 'PASS' : `FAIL (${failures})`}** — command: \`npx tsx bench/scale.bench.ts\` (BENCH_REQUESTS=${requests}), after \`npx tsx bench/build-workspace.ts\`.`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Workspace: built by bench/build-workspace.ts in ${fmt(built.seconds)} s through the model (${fmt(built.modules)} demo modules with 2 versions each and ~3 connector-type usages each; ${fmt(built.modules / 100)} modules in a second workspace of the caller, ${fmt(built.modules / 1000)} in a third, some public or shared; one module with ${fmt(HISTORY_VERSIONS)} versions).`,
      `- Each scenario: ${requests} requests per side, one at a time over keep-alive HTTP, Joinery and the hand-written query alternating; latency from sending the request to the last byte, in ms. "Same rows": both answered the same 50 ids.`,
      `- Hand-written: a bare Fastify route in its own process running SQL written by hand on the same file (one index walk per branch of the scope, UNION for several branches, a filter on the document, keyset paging) and selecting only the fields of a row. Joinery's answer also carries its total (counted on the first page, up to 1,000).`,
      ``,
      `| scope | page | Joinery p50 | Joinery p95 | hand-written p50 | hand-written p95 | p95 ratio (target ≤ ${RATIO_TARGET}×) | same rows | |`,
      `|---|---|---:|---:|---:|---:|---:|---|---|`,
      ...listRows,
      ``,
      `| history, log, version reads and usages (Joinery) | p50 | p95 | bytes | target p95 ≤ ${ABSOLUTE_TARGET_MS} ms |`,
      `|---|---:|---:|---:|---|`,
      ...readRows,
      ``,
      `Joinery's resident memory: ${fmt(rss.rssBefore)} MB before the history and usage reads, ${fmt(rss.rssAfter)} MB after. The modules table has ${rss.indexes} indexes (the landed code had 91): one per scope and sort, the sharing grants, and the primary key; array elements sit in their own table.`,
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

