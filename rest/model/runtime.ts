import { randomBytes } from 'node:crypto';
import type { Store } from '../store/port.ts';

/** What the model needs from the outside world; time and ids are injected so tests are deterministic. */
export interface Runtime {
  store: Store;
  now: () => Date;
  newId: () => string;
  /** short codes for /s/{code}: 8 characters of [A-Za-z0-9] */
  newCode: () => string;
}

export const RESOURCE_ID = /^[0-9a-f]{24}$/;

export function randomResourceId(): string {
  return randomBytes(12).toString('hex');
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function randomCode(): string {
  const bytes = randomBytes(8);
  // 256 % 62 != 0 gives a negligible bias; codes are unguessable enough for share links, not secrets
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export function systemRuntime(store: Store): Runtime {
  return { store, now: () => new Date(), newId: randomResourceId, newCode: randomCode };
}

/** A runtime whose clock advances one second per call and whose ids count up: for tests. */
export function deterministicRuntime(store: Store, start = new Date('2026-01-01T00:00:00.000Z')): Runtime {
  let tick = 0;
  let id = 0;
  let code = 0;
  return {
    store,
    now: () => new Date(start.getTime() + 1000 * tick++),
    newId: () => (++id).toString(16).padStart(24, '0'),
    newCode: () => `code${(++code).toString().padStart(4, '0')}`,
  };
}

/**
 * What a demo loader may use beyond the model: the runtime, and `at`, which runs writes as if at an
 * earlier instant (the demo's past activity: heads, versions, events and roll-ups all dated then).
 * Only for seeding, before the server takes requests.
 */
export interface Seeding {
  runtime: Runtime;
  at<T>(instant: Date, work: () => Promise<T>): Promise<T>;
}

/** A runtime whose clock a seed may set for a while (Seeding.at); otherwise it is `runtime`'s clock. */
export function seedingRuntime(runtime: Runtime): Seeding {
  let pinned: Date | undefined;
  const seeded: Runtime = { ...runtime, now: () => (pinned ? new Date(pinned) : runtime.now()) };
  return {
    runtime: seeded,
    async at(instant, work) {
      pinned = instant;
      try {
        return await work();
      } finally {
        pinned = undefined;
      }
    },
  };
}
