// The index plans of the lists on MongoDB (runs when MONGODB_URI names a server): the same queries as
// tests/rest/index-plans.test.ts, each explained. Every query the adapter runs for a page — each
// branch of a split query and the page itself — must use an index: no collection scan, no blocking
// sort of what a scope index walked (a sort only ever orders what a grants search or an id list
// found), and a walk of a scope index in the list's order.
// Text filters too: the text index the heads declare (IndexSpec.text) has no MongoDB Community
// counterpart (a `$text` index finds words, not substrings; n-grams need Atlas Search), so the
// adapter declares nothing for it and a text filter stays a regex tested along the scope walk, which
// is what this test asserts for them (docs/decisions.md, issue 17, "MongoDB declares no index").
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Actor } from '../../rest/model/identity/actor.ts';
import type { FilterMatch, KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS, requireKind } from '../../rest/model/kinds/registry.ts';
import { createModel, type Model } from '../../rest/model/model.ts';
import type { ListQuery } from '../../rest/model/kinds/kind-arguments.ts';
import type { Ref } from '../../rest/model/resources/resource-types.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { onMongoDb } from '../support/mongodb.ts';
import { SAMPLES, type SampleCollection, type SampleContext } from '../support/samples.ts';
import { loadDemo } from '../../seeds/load.ts';
import { modelOptions } from '../../rest/app.ts';
import { scopeIndexFields, sortFields } from '../../rest/model/resources/storage-layout.ts';
import { readConfig } from '../../rest/config.ts';
import { DEMO_ADMIN as ADMIN } from '../support/demo-users.ts';

const SAMPLE_VALUE: Record<FilterMatch, string> = { text: 'oak', exact: 'x', number: '2', boolean: 'true', empty: 'false', since: '2026-01-01T00:00:00.000Z' };

interface Stage {
  stage: string;
  indexName?: string;
  keyPattern?: Record<string, number>;
  inputStage?: Stage;
  inputStages?: Stage[];
  queryPlan?: Stage;
}

/** The winning plan's stages, depth first (classic engine: the tree itself; slot-based: its queryPlan). */
function stagesOf(plan: Stage): Stage[] {
  const root = plan.queryPlan ?? plan;
  return [root, ...[root.inputStage, ...(root.inputStages ?? [])].filter((s): s is Stage => Boolean(s)).flatMap(stagesOf)];
}

const scopeScan = (stage: Stage) => stage.stage === 'IXSCAN' && /^(workspace|owner|public)$/.test(Object.keys(stage.keyPattern ?? {})[0] ?? '');

function assertIndexed(kind: KindDef, explains: any[], sort: string, context: string, via: 'scope' | 'grants' = 'scope'): void {
  const plans = explains.map((explain) => stagesOf(explain.queryPlanner.winningPlan));
  const message = `${kind.collection} ${context}: ${JSON.stringify(explains.map((e) => e.queryPlanner.winningPlan))}`;
  for (const stages of plans) {
    assert.ok(!stages.some((s) => s.stage === 'COLLSCAN'), `a collection scan: ${message}`);
    for (const sortStage of stages.filter((s) => s.stage === 'SORT')) {
      assert.ok(!stagesOf(sortStage).some(scopeScan), `a blocking sort of what a scope index walked: ${message}`);
    }
  }
  const all = plans.flat();
  if (via === 'scope') {
    const field = sortFields(kind)[sort];
    const walk = all.some((s) => scopeScan(s) && Object.keys(s.keyPattern!).join(',') === scopeIndexFields(Object.keys(s.keyPattern!)[0], field).join(','));
    assert.ok(walk, `no walk of a scope index in ${field} order: ${message}`);
  } else {
    assert.ok(all.some((s) => s.stage === 'IXSCAN' && /^(readers|writers|duplicators)$/.test(Object.keys(s.keyPattern ?? {})[0] ?? '')), `no search of the sharing grants: ${message}`);
  }
}

onMongoDb('MongoDB index plans', 'explain the lists on MongoDB', 'joinery_plans', ({ uri, dbName }) => {
  let model: Model;
  let actor: Actor;
  let store: import('../../rest/store/mongo/mongo-store.ts').MongoStore;
  let blobs: import('../../rest/store/blobs/blob-port.ts').BlobStore;

  /** One sample resource of every kind, made through the model (as tests/support/samples.ts does over HTTP). */
  async function createSamples(): Promise<Map<string, Ref>> {
    const made = new Map<SampleCollection, Promise<Ref>>();
    const ctx: SampleContext = {
      marker: randomUUID().slice(0, 8),
      need: (collection) => make(collection),
      create: async (collection, document) => {
        const created = await model.writes.create(actor, requireKind(collection), document);
        return { id: created.id, version: created.version };
      },
    };
    const make = (collection: SampleCollection): Promise<Ref> => {
      let pending = made.get(collection);
      if (!pending) {
        pending = SAMPLES[collection](ctx as never).then((document) => ctx.create(collection, document));
        made.set(collection, pending);
      }
      return pending;
    };
    const refs = new Map<string, Ref>();
    for (const collection of Object.keys(SAMPLES) as SampleCollection[]) refs.set(collection, await make(collection));
    return refs;
  }

  beforeAll(async () => {
    const { MongoStore } = await import('../../rest/store/mongo/mongo-store.ts');
    store = new MongoStore({ uri, dbName });
    await store.connect();
    const config = readConfig({ LOG_LEVEL: 'silent' });
    // the demo uploads its modules' STEP files: into the test's database, dropped with it
    const { GridFsBlobStore } = await import('../../rest/store/blobs/gridfs-blobs.ts');
    blobs = new GridFsBlobStore({ uri, dbName });
    model = await createModel(systemRuntime(store), modelOptions(config, { blobs }));
    await loadDemo(model, config.demoPassword);
    await model.directory.addWorkspace({ alias: 'north', name: 'north', color: '#123456', plan: 'FREE' });
    await model.directory.setMemberships(ADMIN, [{ workspace: 'demo', roles: ['admin'] }, { workspace: 'north', roles: ['user'] }]);
    actor = await model.directory.actorFor(ADMIN);
    const samples = await createSamples();
    const more = await createSamples();
    for (const kind of KINDS) {
      const grants = [{ email: 'someone@else.test', action: 'GrantedReadAccess' as const }, { email: ADMIN, action: 'Duplicated' as const }];
      await model.metadata.setSharing(actor, kind, samples.get(kind.collection)!.id, { public: true, grants });
      await model.deletion.delete(actor, kind, more.get(kind.collection)!.id, { archive: true });
    }
  });
  afterAll(async () => {
    await blobs?.close();
    await store?.close();
  });

  const explain = async (kind: KindDef, query: ListQuery, all = false) => store.explain(kind.collection, model.lists.pageQuery(actor, kind, query, all).options);

  describe.each(KINDS.map((kind) => [kind.collection, kind] as const))('%s lists walk an index on MongoDB', (_collection, kind) => {
    test('the default list, each sort either way, and every filter', async () => {
      assertIndexed(kind, await explain(kind, {}), 'lastEdited', 'default list');
      for (const sort of Object.keys(sortFields(kind))) {
        for (const text of [sort, `-${sort}`]) assertIndexed(kind, await explain(kind, { sort: text }), sort, `sort=${text}`);
      }
      for (const filter of kind.filters) {
        const filters = { [filter.name]: SAMPLE_VALUE[filter.match] };
        // a since filter's list is in its own field's order (resource-lists.ts sinceInOrder)
        const sort = filter.match === 'since' ? (filter.headField ?? 'created') : 'lastEdited';
        assertIndexed(kind, await explain(kind, { filters, ...(filter.match === 'since' ? { sort: `-${sort}` } : {}) }), sort, `${filter.name}=${filters[filter.name]}`);
      }
    });

    test('the listing scopes', async () => {
      for (const sort of Object.keys(sortFields(kind))) {
        assertIndexed(kind, await explain(kind, { multiWorkspace: true, sort }), sort, `multiWorkspace sort=${sort}`);
        assertIndexed(kind, await explain(kind, { sort: `-${sort}` }, true), sort, `/all sort=-${sort}`);
        assertIndexed(kind, await explain(kind, { includeDeleted: true, sort }, true), sort, `/all includeDeleted sort=${sort}`);
      }
      assertIndexed(kind, await explain(kind, { mine: true }, true), 'lastEdited', '/all mine');
      assertIndexed(kind, await explain(kind, { public: true }), 'lastEdited', 'public');
      assertIndexed(kind, await explain(kind, { shared: true }), 'lastEdited', 'shared', 'grants');
    });
  });
});
