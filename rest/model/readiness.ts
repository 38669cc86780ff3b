import type { Store } from '../store/port.ts';
import { serviceUnavailable } from './errors.ts';
import { SCHEMA_VERSION, storedSchemaVersion } from './migrations.ts';

export interface ReadyState {
  status: 'ready';
  schemaVersion: number;
}

/**
 * Whether this process can serve: its store answers a read, and the data is at the schema version
 * this release reads (another instance of a newer release may have migrated it since this one started).
 */
export class Readiness {
  constructor(private readonly store: Store) {}

  async check(): Promise<ReadyState> {
    let schemaVersion: number;
    try {
      schemaVersion = await storedSchemaVersion(this.store);
    } catch {
      throw serviceUnavailable('The store does not answer');
    }
    if (schemaVersion < SCHEMA_VERSION) throw serviceUnavailable(`A migration is pending: the data is at schema version ${schemaVersion}, this release needs ${SCHEMA_VERSION}`);
    if (schemaVersion > SCHEMA_VERSION) throw serviceUnavailable(`The data is at schema version ${schemaVersion}, newer than this release knows (${SCHEMA_VERSION}): upgrade this instance`);
    return { status: 'ready', schemaVersion };
  }
}
