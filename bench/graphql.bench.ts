/**
 * GraphQL benchmark, by the server's CPU per request (bench/support.ts, measureCpuPerRequest):
 *
 * - the products table: 50 modules with their owners through /graphql against the same list through
 *   REST. Target: GraphQL's rate by CPU at least 80% of REST's (REST's µs over GraphQL's);
 * - the product editor: its composed ModuleEditor query (head, owner, permissions, connector types,
 *   usages) against the three REST calls that fetch the same (head, permissions, usages). Target: the
 *   one query costs less CPU than the three calls.
 *
 *   npm run bench:graphql               (npx tsx bench/graphql.bench.ts)
 *   BENCH_ROUNDS=5 BENCH_SECONDS=4      rounds, and measured seconds per side and round
 *   BENCH_WARMUP_SECONDS, BENCH_CPU_PROF as in bench/head-read.bench.ts
 *
 * GraphQL is asked exactly what the pages ask: their generated operations, sent as persisted documents
 * (the hash only). REST's list is GET /api/modules?limit=50 (the owner's address only: REST has no
 * user names in lists, so GraphQL does one read more). Requests/s stays as a secondary column.
 * Writes the "graphql" section of bench/RESULTS.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CPU_HEADER, CPU_METHOD, cpuFailed, cpuRateRatio, cpuRow, fetchText, fmt, loadAverage, loadNote, machine, measureCpuPerRequest, pct, RESULTS_FILE, runAsChild,
  seconds, serveJoinery, startChild, writeSection, HOST, type Child, type CpuSide, type Target,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.8;
const ROWS = 50;

/** What the profiles showed, kept with every run's results. */
const WHERE_THE_TIME_WENT = [
  '## Where the time went',
  '',
  'Found with CPU profiles of the server (`BENCH_CPU_PROF`, bench/cpuprofile-top.ts), allocation counts (`--trace-gc-nvp`) and each change checked by CPU per request. The in-process figures below were measured on a shared machine (load averages 2–14): read them within one run, not across runs; the table\'s come from a run with every other process paused.',
  '',
  `Issue 17, sixth round (the editor after the head read got cheaper): a quiet run at its start had the editor at 302 against 273 µs (92.5%), as REST's three calls now send a kept head's bytes. Two reads the editor query made at every request are now answered from what is kept: the owner's user row (\`Users.byEmail\` reads users through a head cache of their own, so a page's owners and the editor's are not read and parsed again while nothing is committed), and a connector type named at its head version (the loader of versions answers a reference to a head's own version with the request's loaded head, whose envelope is that version's; only older versions are read, tests/gateway/version-at-head.test.ts). A quiet run after the first: the editor 266 against 266 µs (98.2%); after both, the table above: 263 against 280 µs (108.6%, every round above 100%).`,
  '',
  'Earlier rounds (kept because they still hold):',
  '',
  '- Parsing and validation are not the cost: Apollo caches each validated document, and the pages send a persisted hash.',
  `- graphql-js's generic execution was replaced by graphql-jit, Apollo's cache-control plugin (which wrapped every resolver) is off, and DateTime values stored as canonical ISO strings pass through.`,
  `- A request reads each head once (the loader of heads, tests/gateway/head-reads.test.ts), through the heads head reads keep while the store vouches nothing was committed (rest/model/resources/head-cache.ts); a list reads its rows' owners, heads and task progress for all rows before they resolve (gateway/row-prefetch.ts).`,
  '',
  'Issue 17, fifth round (quiet runs, every other process of the machine paused): at its start the list 532 against 338 µs (62.0%), the editor 283 against 291 (100.8%); at its end the list 397 against 329 µs (82.6%, one round of five under 80%: 77.5%) and the editor 273 against 289 (105.1%).',
  '',
  `- The list reads only its page's ids (\`ResourceLists.listIds\`: the same query, order, totals and cursor as the list, its rows leaving out everything but the id and the value ordered by) and makes each row from its head, which the rows read anyway for \`permissions\` and \`picture\` and which the head cache keeps: before, each row's data was read and parsed twice, in the list and in the heads. The list's own read fell from about 190 to about 110 µs in-process. Where a row has no readable head (archived, or gone since the page was read) the page is read as before (tests/gateway/listed-rows.test.ts compares pages, totals and cursors with REST's in every order). A quiet run at this step: the list 464 against 347 µs (75.3%).`,
  `- Rows are made by assigning to the model's row rather than spreading it into a new object: in this path the spread cost about as much as the list read it saved (measured in-process, 50 rows).`,
  `- The plain walk answers each object by a function written for its fields (gateway/plain-execution.ts, compiledObject): one object literal with every key in the selection's order, each field read straight from its resolver or property, and a built-in scalar's value kept when it passes; the rest goes through the same completion as before. In-process the products table's execution (list read included) went from about 330 to about 270 µs.`,
  `- Tried and not kept: writing the answer's JSON text during the walk instead of building objects and calling \`JSON.stringify\` (escaping strings as JSON.stringify does, promised fields as markers filled at the end). In-process it cost the same as objects plus \`JSON.stringify\` (about 400 µs each): the concatenated text has to be flattened before it is sent, which costs what the native serialiser saves.`,
  `- Each plugin's requestDidStart now runs once per request: when the walk gives up (or a plugin's didResolveOperation refuses), Apollo takes the request over with the same context and, from each plugin, the listener the fast path started, without the hooks it ran already (tests/gateway/plain-execution.test.ts counts them). Before, Apollo started every plugin a second time.`,
  '',
  'Earlier rounds of issue 17 (their figures were measured with the code of their time):',
  '',
  `- Queries run by a plain walk (gateway/plain-execution.ts) instead of graphql-jit, which built the error message, location array and path of every leaf it checked and a resolve-info per custom field. The walk answers only the regular case (every field resolved, every value of its type) and gives up otherwise; graphql-jit then runs the query and reports the errors as graphql-js would (tests/gateway/plain-execution.test.ts compares both with graphql-js).`,
  `- The list's rows read their heads and task progress in one model call each instead of a DataLoader promise per row, and the batched head read checks each head's permissions once.`,
  `- The app's persisted queries skip Apollo's pipeline when the walk answers them (gateway/persisted-fast-path.ts): the document is validated once with Apollo's rules and the limits, the context is the same, the same plugins' hooks run (the log line, the metrics, the read-token check), and the answer has the content type Apollo would choose and the same bytes (tested); an ad hoc query, an error of any kind or an unknown Accept header goes to Apollo. Apollo awaits a step per plugin hook and stage, and under ten connections more requests were in flight, each holding its 50 parsed rows, when the young generation was collected: garbage collection fell from 14–21% of the server's CPU to about 7%.`,
  `- A module at its first version has no older versions: the editor's open-orders field then makes no query.`,
  '',
  'What GraphQL still adds over REST for the table: `JSON.stringify` of the 23 KB answer (about 55 µs in-process; REST serialises its 16.5 KB by a compiled schema serialiser), the walk over 50 rows × 17 fields with 200 resolver calls, the owners\' read (REST lists owners as addresses only), the task-progress read, the heads kept for the rows (about 15 µs for 50), and more kernel time for the larger answer. A whole-answer cache would fake the measure and is not done. The editor\'s query does more than its three REST calls (`openOrdersOnOlderVersions` is a usages query and an order count per older version) and costs less than them only because the reads it repeats at every request (the head, its owner, the connector types) are answered from what the model keeps.',
];

/** Child: a real Joinery server, signed in as the demo admin (its cookie goes to the parent). */
async function runJoinery(dataDir: string | undefined): Promise<void> {
  await serveJoinery(dataDir!);
}

/** A page's operation as it sends it: the persisted hash of the generated document named `operation`. */
function persistedRequest(operation: string, variables: Record<string, unknown>): string {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../web/gql/persisted-documents.json', import.meta.url)), 'utf8')) as Record<string, string>;
  const hash = Object.keys(manifest).find((key) => new RegExp(`\\bquery ${operation}\\b`).test(manifest[key]));
  if (!hash) throw new Error(`web/gql/persisted-documents.json has no ${operation}: run npm run codegen`);
  return JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
}

/** POSTs a GraphQL request and checks it answered data without errors. */
async function graphqlData<T>(target: Target): Promise<{ data: T; bytes: number }> {
  const answer = await fetchText(target.url, { method: 'POST', headers: target.headers, body: target.body });
  const parsed = JSON.parse(answer.text) as { data?: T; errors?: unknown };
  if (answer.status !== 200 || parsed.errors || !parsed.data) throw new Error(`${target.name} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return { data: parsed.data, bytes: Buffer.byteLength(answer.text) };
}

/** GETs each target and checks it answered 200; the bytes of all answers. */
async function restBytes(targets: Target[]): Promise<number> {
  let bytes = 0;
  for (const target of targets) {
    const answer = await fetchText(target.url, { headers: target.headers });
    if (answer.status !== 200) throw new Error(`${target.url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    bytes += Buffer.byteLength(answer.text);
  }
  return bytes;
}

async function main(): Promise<void> {
  const timing = { rounds: seconds('BENCH_ROUNDS', 5), seconds: seconds('BENCH_SECONDS', 4), warmup: seconds('BENCH_WARMUP_SECONDS', 2) };
  if (timing.seconds < 1) throw new Error('BENCH_SECONDS must be at least 1');
  if (timing.rounds < 1) throw new Error('BENCH_ROUNDS must be at least 1');
  const profDir = process.env.BENCH_CPU_PROF?.trim() ? resolve(process.env.BENCH_CPU_PROF.trim()) : undefined;
  if (profDir) mkdirSync(profDir, { recursive: true });
  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let joinery: Child | undefined;
  try {
    joinery = await startChild(THIS_FILE, 'joinery', { args: [dataDir], execArgv: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
    const base = joinery.base;
    const signedIn = joinery.headers;
    // the demo has 14 modules: add panels until the table has 50 rows
    const { total } = JSON.parse((await fetchText(`${base}/api/modules?limit=1`, { headers: signedIn })).text) as { total: number };
    for (let i = total; i < ROWS; i++) {
      const created = await fetchText(`${base}/api/modules`, { method: 'POST', headers: { ...signedIn, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Bench panel ${i}`, categories: ['Panels'] }) });
      if (created.status !== 201) throw new Error(`POST /api/modules answered ${created.status}: ${created.text.slice(0, 300)}`);
    }
    const json = { ...signedIn, 'content-type': 'application/json' };

    const listQuery: Target = { name: 'GraphQL list', url: `${base}/graphql`, method: 'POST', headers: json, body: persistedRequest('ModuleList', { page: { limit: ROWS } }) };
    const listRest: Target = { name: 'REST list', url: `${base}/api/modules?limit=${ROWS}`, headers: signedIn };
    const list = await graphqlData<{ modules: { items: { id: string; name: string }[] } }>(listQuery);
    if (list.data.modules.items.length !== ROWS) throw new Error(`GraphQL answered ${list.data.modules.items.length} rows, not ${ROWS}`);
    const restList = JSON.parse((await fetchText(listRest.url, { headers: signedIn })).text) as { items: { id: string }[] };
    if (restList.items.map((row) => row.id).join() !== list.data.modules.items.map((row) => row.id).join()) throw new Error('GraphQL and REST did not list the same rows');

    // the editor opens a seeded module with connectors (the demo's side panel, else the first row)
    const edited = list.data.modules.items.find((row) => row.name === 'Side panel 1800') ?? list.data.modules.items[0];
    const one = `${base}/api/modules/${encodeURIComponent(edited.id)}`;
    const detailQuery: Target = { name: 'GraphQL detail', url: `${base}/graphql`, method: 'POST', headers: json, body: persistedRequest('ModuleEditor', { id: edited.id }) };
    const detailRest: Target[] = [one, `${one}/permissions`, `${one}/usages?limit=20`].map((url) => ({ name: 'REST ×3', url, headers: signedIn }));
    const detail = await graphqlData<{ module: { usages: { items: unknown[] }; document: { connectors: unknown[] } } }>(detailQuery);
    const bytes = { list: list.bytes, restList: await restBytes([listRest]), detail: detail.bytes, restDetail: await restBytes(detailRest) };

    const pid = joinery.process.pid!;
    const sides: CpuSide[] = [
      { name: 'GraphQL list', pid, requests: [listQuery] },
      { name: 'REST list', pid, requests: [listRest] },
      { name: 'GraphQL detail', pid, requests: [detailQuery] },
      { name: 'REST ×3 (one unit = the three calls)', pid, requests: detailRest },
    ];
    const loadBefore = loadAverage();
    const [gList, rList, gDetail, rDetail] = await measureCpuPerRequest(sides, timing);
    const loadAfter = loadAverage();
    const listRatio = cpuRateRatio(gList, rList);
    const detailRatio = cpuRateRatio(gDetail, rDetail);
    const broken = cpuFailed([gList, rList, gDetail, rDetail]);
    const listPass = listRatio.median >= TARGET_RATIO && !broken;
    const detailPass = detailRatio.median > 1 && !broken;
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
    const summary = [
      `## GraphQL: the products table and the product editor`,
      ``,
      `**${verdict(listPass)}** (products table): GraphQL's rate by CPU is **${pct(listRatio.median)}** of REST's for the same ${ROWS} rows (${fmt(gList.micros.median)} against ${fmt(rList.micros.median)} µs per request; per-round spread ${pct(listRatio.min)}–${pct(listRatio.max)}; target: at least ${pct(TARGET_RATIO)}).`,
      ``,
      `**${verdict(detailPass)}** (product editor): the composed query's rate by CPU is **${pct(detailRatio.median)}** of the three REST calls' (${fmt(gDetail.micros.median)} µs against ${fmt(rDetail.micros.median)} µs for the three; spread ${pct(detailRatio.min)}–${pct(detailRatio.max)}; target: above 100%)${broken ? '; some requests failed (see failed), which fails the run' : ''}.`,
      ``,
      `Command: \`npm run bench:graphql\` (\`npx tsx bench/graphql.bench.ts\`; BENCH_ROUNDS=${timing.rounds}, BENCH_SECONDS=${timing.seconds}, BENCH_WARMUP_SECONDS=${timing.warmup}).`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Joinery: a real server (\`startServer\` as \`npm start\` runs it, on a fresh SQLite file, demo seed plus panels up to ${ROWS} modules, log level silent), signed in by the demo admin's session cookie; every side is measured on this one server process.`,
      `- GraphQL list: \`POST /graphql\` with the products page's generated \`ModuleList\` operation as a persisted document (hash only), ${ROWS} rows with id, versions, name, last edited, owner { email name } and the listed fields; ${fmt(bytes.list)} bytes answered.`,
      `- REST list: \`GET /api/modules?limit=${ROWS}\`, the same rows (owner as an e-mail address); ${fmt(bytes.restList)} bytes.`,
      `- GraphQL detail: the product editor's \`ModuleEditor\` operation (persisted) for "${edited.name}": the head's document, owner, permissions, its ${detail.data.module.document.connectors.length} connectors' types by name and its first page of usages (${detail.data.module.usages.items.length} rows); ${fmt(bytes.detail)} bytes.`,
      `- REST ×3: \`GET /api/modules/{id}\`, \`…/permissions\` and \`…/usages?limit=20\`, sent in turn on each connection; one unit is the three calls (${fmt(bytes.restDetail)} bytes together); the connector types' names would be more calls still.`,
      `- autocannon 8 runs in the parent, the server in its own child process; all traffic to ${HOST}.`,
      `- ${CPU_METHOD}`,
      ``,
      ...CPU_HEADER,
      cpuRow(gList),
      cpuRow(rList),
      cpuRow(gDetail),
      cpuRow(rDetail),
      ``,
      `Products table, GraphQL / REST by CPU: **${pct(listRatio.median)}** — target ≥ ${pct(TARGET_RATIO)} — **${verdict(listPass)}**. Product editor, one query / three REST calls by CPU: **${pct(detailRatio.median)}** — target > 100% — **${verdict(detailPass)}**.`,
      ``,
      ...WHERE_THE_TIME_WENT,
    ].join('\n');
    writeSection('graphql', summary);
    process.stdout.write(`\n${summary}\nwritten to ${RESULTS_FILE}\n`);
  } finally {
    await joinery?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profile of the Joinery server in ${profDir}\n`);
  }
}

runAsChild({ joinery: runJoinery }, main);
