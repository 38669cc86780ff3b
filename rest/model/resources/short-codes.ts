import { DuplicateKeyError, w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { kindOf } from '../kinds/registry.ts';
import { describeResource, readableHead, type AccessOptions } from './resource-access.ts';
import type { Runtime } from '../runtime.ts';
import { SHORT_CODES, type ShortCodeRow } from './storage-layout.ts';
import type { WriteEffect } from '../effects/write-effects.ts';

export const SHORT_CODE_MODES = ['view', 'edit'] as const;
export type ShortCodeMode = (typeof SHORT_CODE_MODES)[number];

/** The app screen of a kind, where a short link lands; kinds without a screen land on their API read. */
const SCREENS: Record<string, string> = {
  modules: '/products',
  publishedconfigurators: '/configurators',
  orders: '/orders',
  workbatches: '/production',
};

/**
 * A configurator's view link opens its storefront (issue 18 §1), for anyone: the storefront shows it
 * when it is published and 'Configurator not published' otherwise, so following it needs no sign-in.
 */
const opensStorefront = (collection: string, mode: string) => collection === 'publishedconfigurators' && mode === 'view';

export function shortCodeTarget(collection: string, id: string, mode = 'view'): string {
  if (opensStorefront(collection, mode)) return `/c/${id}`;
  const screen = SCREENS[collection];
  return screen ? `${screen}/${id}` : `/api/${collection}/${id}`;
}

export interface ShortCode {
  code: string;
  collection: string;
  id: string;
  mode: ShortCodeMode;
  /** where /s/{code} sends a browser */
  target: string;
}

const toShortCode = (row: ShortCodeRow): ShortCode => ({
  code: row.id,
  collection: row.collection,
  id: row.resource,
  mode: row.mode as ShortCodeMode,
  target: shortCodeTarget(row.collection, row.resource, row.mode),
});

/** A write effect: a resource's codes go with it; an archived one keeps them (they answer 404 while it is archived). */
export const shortCodeRemoval: WriteEffect = {
  name: 'short codes',
  async onRemove(tx, { mode, kind, id }) {
    if (mode === 'purge') await tx.delete(SHORT_CODES, w.and(w.eq('collection', kind.collection), w.eq('resource', id)));
  },
};

export class ShortCodes {
  constructor(private readonly rt: Runtime) {}

  /** The same resource and mode always get the same code; an edit code only for those who may edit it. */
  async codeFor(actor: Actor, kind: KindDef, id: string, mode: string, options: AccessOptions = {}): Promise<ShortCode> {
    if (!(SHORT_CODE_MODES as readonly string[]).includes(mode)) throw badRequest(`mode must be one of: ${SHORT_CODE_MODES.join(', ')}`);
    const { permissions } = await readableHead(this.rt.store, actor, kind, id, options);
    if (mode === 'edit' && !permissions.write) throw forbidden(`You may read ${describeResource(kind, id)} but not edit it, so you may not make its edit link: ask for a view link`);
    const key = w.and(w.eq('collection', kind.collection), w.eq('resource', id), w.eq('mode', mode));
    for (;;) {
      const existing = (await this.rt.store.findOne(SHORT_CODES, key)) as ShortCodeRow | null;
      if (existing) return toShortCode(existing);
      const row: ShortCodeRow = { id: this.rt.newCode(), collection: kind.collection, resource: id, mode, author: actor.email, created: this.rt.now().toISOString() };
      try {
        await this.rt.store.insert(SHORT_CODES, [row]);
        return toShortCode(row);
      } catch (error) {
        // a concurrent request made the code for this key first, or the random code was taken: look again
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
  }

  /** Resolves a code to its resource; the resource must still exist and be readable by the actor, unless the code opens a storefront. */
  async apply(actor: Actor, code: string): Promise<ShortCode> {
    if (!/^[A-Za-z0-9]{1,32}$/.test(code)) throw badRequest('code must be letters and digits');
    const row = (await this.rt.store.findOne(SHORT_CODES, w.eq('id', code))) as ShortCodeRow | null;
    if (!row) throw notFound(`short code ${code} was not found`);
    if (!opensStorefront(row.collection, row.mode)) await readableHead(this.rt.store, actor, kindOf(row.collection)!, row.resource, { multiWorkspace: true });
    return toShortCode(row);
  }
}
