/**
 * The schema version of stored data, and the migrations that bring older data to this release's.
 *
 * The data carries its version (the row `version` of SCHEMA_VERSIONS). At start every pending
 * migration runs in a transaction of its own together with the version it brings the data to, so an
 * upgrade stops between migrations, never inside one: a failed migration leaves the data at the
 * version before it, and the next start tries it again. Data newer than this release is refused
 * (an older release cannot know what a newer one changed). Two instances starting together over
 * one database both look again inside their transaction: the second finds the migration done.
 *
 * What is derived from code rather than stored shape (list rows, filter and sort values) is
 * rebuilt by its own fingerprint instead (derived-values.ts reindexChangedKinds): it changes with
 * every edit of a kind's definition, without a release having to number it.
 */
import { w, type Store } from '../store/port.ts';
import { KINDS } from './kinds/registry.ts';
import { claimDomains, deriveLabelsAndSearch } from './resources/head-upgrade.ts';
import { DOMAIN_CLAIM_INDEXES, DOMAIN_CLAIMS } from './effects/domain-claims.ts';
import { LABEL_INDEXES, LABELS } from './effects/label-index.ts';
import { batchedOrdersIndex } from './production/batched-orders.ts';
import { rebuildStatistics } from './statistics/rebuild.ts';
import { statisticsRollups } from './statistics/rollup-effect.ts';

export const SCHEMA_VERSIONS = 'schemaversion';
const VERSION_ROW = 'version';
/** Rows of the steps that ran before the data carried a version (release 0.1.0 and earlier). */
const LEGACY_UPGRADES = 'upgrades';

export interface Migration {
  /** the version the data has once it ran: the list's position, from 1 */
  version: number;
  /** what it does, for the log */
  name: string;
  /** the row of `upgrades` that says a database made before schema versions already had it */
  legacyId?: string;
  /** runs inside the migration's transaction: use only `tx` */
  run(tx: Store): Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'labels and the search filter of heads written before issue 10', legacyId: 'labels-and-search-1', run: deriveLabelsAndSearch },
  { version: 2, name: 'address claims of configurators written before issue 10', legacyId: 'domain-claims-1', run: claimDomains },
  { version: 3, name: 'statistics roll-ups and the batched-order rows of data written before issue 20', run: rebuildStatistics },
];

/** The schema version this release writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export class SchemaVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaVersionError';
  }
}

interface VersionRow {
  id: string;
  version: number;
  migrated: string;
}

/** The version of the stored data: 0 when it carries none (a new database, or one from before versions). */
export async function storedSchemaVersion(store: Store): Promise<number> {
  const row = (await store.findOne(SCHEMA_VERSIONS, w.eq('id', VERSION_ROW))) as VersionRow | null;
  return row?.version ?? 0;
}

async function holdsNoResources(store: Store): Promise<boolean> {
  for (const kind of KINDS) if ((await store.find(kind.collection, { limit: 1 })).length) return false;
  return true;
}

export interface MigrationLog {
  info(message: string): void;
}

/**
 * Brings the data to the last version of `migrations`, one transaction per migration; answers the
 * versions it applied. Refuses data newer than the list knows with a message naming both versions.
 */
export async function migrate(store: Store, options: { now: () => Date; log: MigrationLog; migrations?: readonly Migration[] }): Promise<number[]> {
  const migrations = options.migrations ?? MIGRATIONS;
  const latest = migrations.length;
  await store.ensureIndexes(SCHEMA_VERSIONS, []);
  await store.ensureIndexes(LEGACY_UPGRADES, []);
  // indexes are not part of a transaction on MongoDB: what the migrations write into exists first
  await store.ensureIndexes(LABELS, LABEL_INDEXES);
  await store.ensureIndexes(DOMAIN_CLAIMS, DOMAIN_CLAIM_INDEXES);
  await statisticsRollups.ensureIndexes!(store);
  await batchedOrdersIndex.ensureIndexes!(store);
  const found = await storedSchemaVersion(store);
  if (found > latest) {
    throw new SchemaVersionError(`the data is at schema version ${found}, newer than this release knows (${latest}): run the release that wrote it, or restore a backup made by this one`);
  }
  if (found === 0 && (await holdsNoResources(store))) {
    // a new database is born at this release's version: there is nothing older to bring forward
    await store.transaction(async (tx) => {
      if ((await storedSchemaVersion(tx)) === 0) await tx.insert(SCHEMA_VERSIONS, [{ id: VERSION_ROW, version: latest, migrated: options.now().toISOString() }]);
    });
    return [];
  }
  const applied: number[] = [];
  for (const migration of migrations.slice(found)) {
    const ran = await store.transaction(async (tx) => {
      if ((await storedSchemaVersion(tx)) >= migration.version) return false;
      const legacy = migration.legacyId ? await tx.findOne(LEGACY_UPGRADES, w.eq('id', migration.legacyId)) : null;
      if (!legacy) await migration.run(tx);
      const row: VersionRow = { id: VERSION_ROW, version: migration.version, migrated: options.now().toISOString() };
      if (!(await tx.update(SCHEMA_VERSIONS, w.eq('id', VERSION_ROW), { set: { version: row.version, migrated: row.migrated } }))) await tx.insert(SCHEMA_VERSIONS, [row]);
      return !legacy;
    });
    if (ran) {
      applied.push(migration.version);
      options.log.info(`migrated the data to schema version ${migration.version}: ${migration.name}`);
    }
  }
  return applied;
}
