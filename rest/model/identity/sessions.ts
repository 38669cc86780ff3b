import { w } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';
import { newSecret, secretHash } from './secrets.ts';

export const SESSIONS = 'sessions';
export const SESSION_COOKIE = 'joinery_session';

export interface SessionRow {
  /** SHA-256 of the cookie's secret */
  id: string;
  email: string;
  /** the current workspace: lists and new resources default to it */
  workspace: string;
  created: string;
  lastSeen: string;
  /** absolute end, whatever the activity */
  expires: string;
}

export interface SessionLifetimes {
  idleMs: number;
  maxMs: number;
}

/** lastSeen is written at most this often, so a busy session does not write on every request */
const TOUCH_EVERY_MS = 60_000;
/** like actors (decision 30): a session read is cached this long; ending a session here drops it at once */
const CACHE_MS = 2000;

/**
 * Sessions live in the store, so every instance over one database shares them. The cookie holds a
 * random 256-bit secret; the store holds only its hash.
 */
export class Sessions {
  /** by the cookie's secret, so a cached look-up costs no hashing; only this process's memory holds secrets */
  private readonly cache = new Map<string, { row: SessionRow; until: number }>();

  constructor(
    private readonly rt: Runtime,
    readonly lifetimes: SessionLifetimes,
    /** where the rows live: staff sessions, or the storefront's customer sessions (rest/model/storefront/customers.ts) */
    private readonly collection: string = SESSIONS,
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(this.collection, [{ fields: ['email'] }]);
  }

  /** A new session (a new secret every sign-in: the id is never carried over from before). */
  async start(email: string, workspace: string): Promise<{ secret: string; row: SessionRow }> {
    const secret = newSecret();
    const now = this.rt.now();
    const row: SessionRow = {
      id: secretHash(secret),
      email,
      workspace,
      created: now.toISOString(),
      lastSeen: now.toISOString(),
      expires: new Date(now.getTime() + this.lifetimes.maxMs).toISOString(),
    };
    // expired sessions of this user go when they sign in again, so the table does not grow forever
    await this.rt.store.delete(this.collection, w.and(w.eq('email', email), w.lt('expires', row.created)));
    await this.rt.store.insert(this.collection, [row]);
    return { secret, row };
  }

  /** The live session of a cookie secret, or null (unknown, idle too long, or past its end). */
  async find(secret: string): Promise<SessionRow | null> {
    const cached = this.cache.get(secret);
    if (cached && cached.until > Date.now()) return cached.row;
    const id = secretHash(secret);
    const row = (await this.rt.store.findOne(this.collection, w.eq('id', id))) as SessionRow | null;
    if (!row) return null;
    const now = this.rt.now();
    if (now.toISOString() >= row.expires || now.getTime() - Date.parse(row.lastSeen) >= this.lifetimes.idleMs) {
      await this.rt.store.delete(this.collection, w.eq('id', id));
      return null;
    }
    if (now.getTime() - Date.parse(row.lastSeen) >= TOUCH_EVERY_MS) {
      row.lastSeen = now.toISOString();
      await this.rt.store.update(this.collection, w.eq('id', id), { set: { lastSeen: row.lastSeen } });
    }
    this.cache.set(secret, { row, until: Date.now() + CACHE_MS });
    return row;
  }

  async setWorkspace(id: string, workspace: string): Promise<void> {
    await this.rt.store.update(this.collection, w.eq('id', id), { set: { workspace } });
    this.forgetCached((row) => row.id === id);
  }

  async end(id: string): Promise<void> {
    await this.rt.store.delete(this.collection, w.eq('id', id));
    this.forgetCached((row) => row.id === id);
  }

  private forgetCached(which: (row: SessionRow) => boolean): void {
    for (const [secret, { row }] of this.cache) if (which(row)) this.cache.delete(secret);
  }

  /** Sign-out everywhere: after a password change or removal from the last workspace. */
  async endAllOf(email: string): Promise<void> {
    await this.rt.store.delete(this.collection, w.eq('email', email));
    this.forgetCached((row) => row.email === email);
  }
}
