import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { w } from '../../store/port.ts';
import type { Actor } from './actor.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import type { Activity } from './activity.ts';
import { newSecret, secretHash } from './secrets.ts';

export const API_TOKENS = 'apitokens';
/** Tokens are recognisable (secret scanners, logs) by this prefix. */
export const TOKEN_PREFIX = 'jny_';
/** the prefix and 32 random bytes in base64url */
export const TOKEN_SHAPE = /^jny_[A-Za-z0-9_-]{43}$/;
export const TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface TokenRow {
  /** public id, for listing and revoking */
  id: string;
  /** SHA-256 of the secret */
  hash: string;
  email: string;
  name: string;
  scope: TokenScope;
  /** the workspace the token acts in: the caller's current one when it was made */
  workspace: string;
  created: string;
  expires: string | null;
  lastUsed: string | null;
  /** 'apiDocs': the token the API documentation page works with (not a personal token: never listed or counted) */
  purpose?: 'apiDocs';
}

export type TokenInfo = Omit<TokenRow, 'hash' | 'email' | 'purpose'>;

/** How long the API documentation page's token works: a sitting with the page, then the page mints another. */
export const API_DOCS_TOKEN_MINUTES = 60;
/** the documentation page's tokens one person keeps at once (tabs open on it) */
const API_DOCS_TOKENS_KEPT = 10;

export const NewTokenBody = Obj({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  scope: Type.Unsafe<TokenScope>({ type: 'string', enum: [...TOKEN_SCOPES] }),
  expires: Type.Optional(Type.String({ format: 'date-time', description: 'when the token stops working (ISO 8601); never when absent' })),
}, { examples: [{ name: 'ERP export', scope: 'read' }] });

const LAST_USED_EVERY_MS = 60_000;
const MAX_TOKENS = 50;

const info = ({ hash: _hash, email: _email, purpose: _purpose, ...rest }: TokenRow): TokenInfo => rest;
/** the caller's personal tokens, without the documentation page's */
const personal = (email: string) => w.and(w.eq('email', email), w.exists('purpose', false));

/** Personal API tokens for third parties: `Authorization: Bearer jny_…`. */
export class ApiTokens {
  constructor(
    private readonly rt: Runtime,
    private readonly activity: Activity,
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(API_TOKENS, [{ fields: ['hash'], unique: true }, { fields: ['email'] }]);
  }

  /** Tokens are made and revoked while signed in: a token that mints tokens would outlive its own revocation. */
  private assertSession(actor: Actor): void {
    if (actor.via === 'token') throw forbidden('API tokens are managed while signed in, not with an API token');
  }

  /** The answer carries the secret (`token`) this once; only its hash is kept. */
  async create(actor: Actor, body: unknown): Promise<TokenInfo & { token: string }> {
    this.assertSession(actor);
    assertValid(NewTokenBody, body, 'body');
    const { name, scope, expires } = body as { name: string; scope: TokenScope; expires?: string };
    const now = this.rt.now();
    if (expires !== undefined && Date.parse(expires) <= now.getTime()) throw badRequest('body/expires must be in the future');
    if ((await this.rt.store.count(API_TOKENS, personal(actor.email))) >= MAX_TOKENS) {
      throw badRequest(`You have ${MAX_TOKENS} API tokens already: revoke one first`);
    }
    const token = TOKEN_PREFIX + newSecret();
    const row: TokenRow = {
      id: randomBytes(8).toString('hex'),
      hash: secretHash(token),
      email: actor.email,
      name,
      scope,
      workspace: actor.workspace,
      created: now.toISOString(),
      expires: expires === undefined ? null : new Date(expires).toISOString(),
      lastUsed: null,
    };
    await this.rt.store.insert(API_TOKENS, [row]);
    await this.activity.record(actor.email, 'tokenCreated', actor.workspace, `${name} (${scope})`);
    return { ...info(row), token };
  }

  async list(actor: Actor): Promise<TokenInfo[]> {
    const rows = (await this.rt.store.find(API_TOKENS, { where: personal(actor.email), sort: [{ field: 'created', dir: 'desc' }] })) as TokenRow[];
    return rows.map(info);
  }

  async revoke(actor: Actor, id: string): Promise<TokenInfo> {
    this.assertSession(actor);
    const row = (await this.rt.store.findOne(API_TOKENS, w.and(w.eq('id', id), personal(actor.email)))) as TokenRow | null;
    if (!row) throw notFound(`API token ${id} was not found`);
    await this.rt.store.delete(API_TOKENS, w.eq('id', row.id));
    await this.activity.record(actor.email, 'tokenRevoked', actor.workspace, row.name);
    return info(row);
  }

  /** DELETE /users/me/tokens: every token of the caller, at once (while signed in, as for one). */
  async revokeAll(actor: Actor): Promise<void> {
    this.assertSession(actor);
    const revoked = await this.rt.store.delete(API_TOKENS, w.eq('email', actor.email));
    if (revoked) await this.activity.record(actor.email, 'tokenRevoked', actor.workspace, `all ${revoked}`);
  }

  /**
   * The token the API documentation page sends (§7: GET /schema.json with a bearer token, and its
   * try-it-out calls): it acts as the signed-in caller, read-write, in the current workspace, for
   * API_DOCS_TOKEN_MINUTES. Several tabs may hold one each; minting drops the caller's expired ones and
   * keeps at most API_DOCS_TOKENS_KEPT, so visits leave nothing behind.
   */
  async mintApiDocsToken(actor: Actor): Promise<{ token: string; expires: string }> {
    this.assertSession(actor);
    const now = this.rt.now();
    const token = TOKEN_PREFIX + newSecret();
    const row: TokenRow = {
      id: randomBytes(8).toString('hex'),
      hash: secretHash(token),
      email: actor.email,
      name: 'API documentation page',
      scope: 'read-write',
      workspace: actor.workspace,
      created: now.toISOString(),
      expires: new Date(now.getTime() + API_DOCS_TOKEN_MINUTES * 60_000).toISOString(),
      lastUsed: null,
      purpose: 'apiDocs',
    };
    const pages = w.and(w.eq('email', actor.email), w.eq('purpose', 'apiDocs'));
    await this.rt.store.transaction(async (tx) => {
      await tx.delete(API_TOKENS, w.and(pages, w.lte('expires', row.created)));
      const kept = (await tx.find(API_TOKENS, { where: pages, sort: [{ field: 'created', dir: 'desc' }] })) as TokenRow[];
      const dropped = kept.slice(API_DOCS_TOKENS_KEPT - 1).map((r) => r.id);
      if (dropped.length) await tx.delete(API_TOKENS, w.in('id', dropped));
      await tx.insert(API_TOKENS, [row]);
    });
    return { token, expires: row.expires! };
  }

  async revokeAllOf(email: string): Promise<void> {
    await this.rt.store.delete(API_TOKENS, w.eq('email', email));
  }

  /** The live token of a bearer secret, or null (unknown or expired). */
  async find(secret: string): Promise<TokenRow | null> {
    if (!secret.startsWith(TOKEN_PREFIX)) return null;
    const row = (await this.rt.store.findOne(API_TOKENS, w.eq('hash', secretHash(secret)))) as TokenRow | null;
    if (!row) return null;
    const now = this.rt.now();
    if (row.expires && row.expires <= now.toISOString()) return null;
    if (!row.lastUsed || now.getTime() - Date.parse(row.lastUsed) >= LAST_USED_EVERY_MS) {
      row.lastUsed = now.toISOString();
      await this.rt.store.update(API_TOKENS, w.eq('id', row.id), { set: { lastUsed: row.lastUsed } });
    }
    return row;
  }
}
