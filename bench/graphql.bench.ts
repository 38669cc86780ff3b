/**
 * GraphQL benchmark: the products table (50 modules with their owners) through /graphql, the same list
 * through REST, and a bare Fastify route answering the GraphQL response. Target: GraphQL serves at
 * least 50% of REST's requests/s.
 *
 *   npm run bench:graphql               (npx tsx bench/graphql.bench.ts)
 *   BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CPU_PROF as in bench/head-read.bench.ts
 *
 * GraphQL is asked exactly what the products page asks: its generated ModuleList operation, sent as a
 * persisted document (the hash only), 50 rows, each with its owner's e-mail address and name. REST is
 * GET /api/modules?limit=50 (the owner's address only: REST has no user names in lists, so GraphQL does
 * one read more). Writes its section of bench/RESULTS.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bodyFromParent, CONNECTIONS, failed, fetchText, fmt, loadAverage, loadNote, machine, measureAll, RESULT_HEADER, resultRow, RESULTS_FILE, runAsChild,
  seconds, serveBare, serveJoinery, startChild, writeSection, HOST, type Child, type Target, type ToChild,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.5;
const ROWS = 50;

/** What the profiles showed, kept with every run's results. */
const WHERE_THE_TIME_WENT = [
  '## Where the time went',
  '',
  'Found with CPU profiles of the server (`BENCH_CPU_PROF`) and per-request CPU time; the first runs had GraphQL at about 44% of REST.',
  '',
  '- Parsing and validation were not the cost: Apollo already caches each validated document, and the page sends a persisted hash, so neither runs per request.',
  `- graphql-js's generic execution of 50 rows × a dozen fields was the largest cost GraphQL adds (about 1.6 ms of CPU per request); compiled by graphql-jit (gateway/jit-executor.ts) it is about 0.3 ms.`,
  `- Apollo's cache-control plugin wrapped every resolver; it is off (answers are per user).`,
  '- DateTime values the model stores as canonical ISO strings are passed through instead of going through `Date`.',
  `- What remains is mostly shared with REST: the list's count and page queries in SQLite, and JSON; GraphQL adds one batched read of the owners and Apollo's request pipeline (about 1 ms of CPU for a trivial query).`,
];

/** Child: a real Joinery server, signed in as the demo admin (its cookie goes to the parent). */
async function runJoinery(dataDir: string | undefined): Promise<void> {
  await serveJoinery(dataDir!);
}

/** Child: a bare Fastify 5 server answering POST /graphql with the captured body (pre-parsed, no schema). */
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { body, contentType } = await bodyFromParent();
  const app = Fastify({ logger: false });
  app.post('/graphql', async (_request, reply) => {
    reply.type(contentType);
    return body;
  });
  await serveBare(app);
}

/** The products page's operation as it sends it: the persisted hash of ModuleList. */
function moduleListRequest(): string {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../web/gql/persisted-documents.json', import.meta.url)), 'utf8')) as Record<string, string>;
  const hash = Object.keys(manifest).find((key) => manifest[key].startsWith('query ModuleList'));
  if (!hash) throw new Error('web/gql/persisted-documents.json has no ModuleList: run npm run codegen');
  return JSON.stringify({ operationName: 'ModuleList', variables: { page: { limit: ROWS } }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
}

async function main(): Promise<void> {
  const timing = { measure: seconds('BENCH_SECONDS', 10), warmup: seconds('BENCH_WARMUP_SECONDS', 2) };
  if (timing.measure < 1) throw new Error('BENCH_SECONDS must be at least 1');
  const profDir = process.env.BENCH_CPU_PROF?.trim() ? resolve(process.env.BENCH_CPU_PROF.trim()) : undefined;
  if (profDir) mkdirSync(profDir, { recursive: true });
  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let joinery: Child | undefined;
  let bare: Child | undefined;
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

    const graphql: Target = { name: 'GraphQL', url: `${base}/graphql`, method: 'POST', headers: { ...signedIn, 'content-type': 'application/json' }, body: moduleListRequest() };
    const rest: Target = { name: 'REST', url: `${base}/api/modules?limit=${ROWS}`, headers: signedIn };
    const answer = await fetchText(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
    const parsed = JSON.parse(answer.text) as { data?: { modules: { items: unknown[] } }; errors?: unknown };
    if (answer.status !== 200 || parsed.errors || parsed.data?.modules.items.length !== ROWS) throw new Error(`GraphQL answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const restAnswer = await fetchText(rest.url, { headers: signedIn });
    if (restAnswer.status !== 200 || (JSON.parse(restAnswer.text) as { items: unknown[] }).items.length !== ROWS) throw new Error(`REST answered ${restAnswer.status}`);

    bare = await startChild(THIS_FILE, 'bare', { beforeReady: (child) => child.send({ type: 'body', body: parsed, contentType: answer.contentType } satisfies ToChild) });
    const bareTarget: Target = { ...graphql, name: 'bare Fastify', url: `${bare.base}/graphql` };
    const bareAnswer = await fetchText(bareTarget.url, { method: 'POST', headers: bareTarget.headers, body: bareTarget.body });
    // Apollo ends its JSON with a newline; the data must be the same
    if (JSON.stringify(JSON.parse(bareAnswer.text)) !== JSON.stringify(parsed)) throw new Error('the bare route does not answer the same data as /graphql');

    const loadBefore = loadAverage();
    const [g, r, b] = await measureAll([graphql, rest, bareTarget], timing);
    const loadAfter = loadAverage();
    const ratio = r.rps > 0 ? g.rps / r.rps : 0;
    const broken = failed(g) || failed(r) || failed(b);
    const verdict = ratio >= TARGET_RATIO && !broken ? 'PASS' : 'FAIL';
    const summary = [
      `## GraphQL: the products table`,
      ``,
      `**${verdict}**: GraphQL serves **${fmt(ratio * 100, 1)}%** of REST's requests/s for the same ${ROWS} rows (target: at least ${fmt(TARGET_RATIO * 100)}%)${broken ? '; some requests failed (see errors / non-2xx), which fails the run whatever the ratio' : ''}.`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      ``,
      `## Method`,
      ``,
      `- Joinery: a real server (\`buildApp\` on a fresh SQLite file, demo seed plus panels up to ${ROWS} modules, log level silent).`,
      `- GraphQL: \`POST /graphql\` with the products page's generated \`ModuleList\` operation as a persisted document (hash only), ${ROWS} rows with id, versions, name, last edited, owner { email name } and the listed fields; ${fmt(Buffer.byteLength(answer.text))} bytes answered.`,
      `- REST: \`GET /api/modules?limit=${ROWS}\`, the same rows (owner as an e-mail address); ${fmt(Buffer.byteLength(restAnswer.text))} bytes.`,
      `- Bare: Fastify 5 (\`logger: false\`), \`POST /graphql\` answering the GraphQL response as a pre-parsed object (checked to hold the same data).`,
      `- Each server runs in its own child process; autocannon 8 runs in the parent. All traffic to ${HOST}.`,
      `- Per target: ${timing.warmup} s warm-up (discarded), then ${timing.measure} s measured; ${CONNECTIONS} connections, no pipelining; GraphQL, then REST, then bare.`,
      ``,
      `## Results`,
      ``,
      ...RESULT_HEADER,
      resultRow('GraphQL (/graphql)', g),
      resultRow('REST (/api/modules)', r),
      resultRow('Bare Fastify', b),
      ``,
      `GraphQL / REST: **${fmt(ratio * 100, 1)}%** — target ≥ ${fmt(TARGET_RATIO * 100)}% — **${verdict}**; GraphQL / bare: ${fmt((b.rps > 0 ? g.rps / b.rps : 0) * 100, 1)}%.`,
      ``,
      ...WHERE_THE_TIME_WENT,
    ].join('\n');
    writeSection('graphql', summary);
    process.stdout.write(`\n${summary}\nwritten to ${RESULTS_FILE}\n`);
  } finally {
    await Promise.allSettled([joinery?.close(), bare?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profile of the Joinery server in ${profDir}\n`);
  }
}

runAsChild({ joinery: runJoinery, bare: () => runBare() }, main);
