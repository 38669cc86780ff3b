import { w } from '../../store/port.ts';
import { notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { locate, normalAddress, softwareOf } from '../storefront/visitor-facts.ts';
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
  /** the browser that started it (User-Agent) and from where, for the owner's list of sessions */
  userAgent?: string;
  address?: string;
}

/** A session as its owner sees it (Security screen): never its secret nor its hash, only a short public id. */
export interface SessionView {
  id: string;
  browser: string;
  os: string;
  /** the city and country of the address it started from, when the offline database knows them */
  place: string | null;
  created: string;
  lastUsed: string;
  /** the session of the request that asks */
  current: boolean;
}

/** 64 bits of the stored hash: enough to name a session to its owner, and useless as a credential. */
const publicId = (row: SessionRow) => row.id.slice(0, 16);
const software = (family: string | null, major: string | null) => (family ? (major ? `${family} ${major}` : family) : 'Unknown');

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

  /** Which browser started a session and from where (the route knows the request; the model does not). */
  async describeClient(secret: string, client: { userAgent?: string; address?: string }): Promise<void> {
    const set: Partial<SessionRow> = {};
    if (client.userAgent) set.userAgent = client.userAgent.slice(0, 500);
    const address = client.address ? normalAddress(client.address) : null;
    if (address) set.address = address;
    if (Object.keys(set).length) await this.rt.store.update(this.collection, w.eq('id', secretHash(secret)), { set });
  }

  /** A user's live sessions, the most recently used first. */
  async listOf(email: string, currentId: string | undefined): Promise<SessionView[]> {
    const now = this.rt.now();
    const rows = ((await this.rt.store.find(this.collection, { where: w.eq('email', email) })) as SessionRow[])
      .filter((row) => row.expires > now.toISOString() && now.getTime() - Date.parse(row.lastSeen) < this.lifetimes.idleMs)
      .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen));
    return Promise.all(rows.map(async (row) => {
      const { browser, os } = softwareOf(row.userAgent);
      const where = row.address ? await locate(row.address) : null;
      const place = where?.country ? [where.city, where.country].filter(Boolean).join(', ') : null;
      return {
        id: publicId(row),
        browser: software(browser.family, browser.major),
        os: software(os.family, os.major),
        place,
        created: row.created,
        lastUsed: row.lastSeen,
        current: row.id === currentId,
      };
    }));
  }

  /** Ends one of the user's sessions by its public id (404 when it is not theirs or has ended). */
  async endOne(email: string, id: string): Promise<void> {
    const rows = (await this.rt.store.find(this.collection, { where: w.eq('email', email) })) as SessionRow[];
    const row = rows.find((r) => publicId(r) === id);
    if (!row) throw notFound(`You have no session ${id}: it may have ended already`);
    await this.end(row.id);
  }

  /** 'Sign out all other sessions': every session of the user but `keepId`. */
  async endOthers(email: string, keepId: string | undefined): Promise<void> {
    const where = keepId ? w.and(w.eq('email', email), w.ne('id', keepId)) : w.eq('email', email);
    await this.rt.store.delete(this.collection, where);
    this.forgetCached((row) => row.email === email && row.id !== keepId);
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
