import { Type } from '@sinclair/typebox';
import { COLOUR_MODES, NOTIFICATION_TYPES, type PreferencesView } from '../../../rules/preferences.ts';
import { w } from '../../store/port.ts';
import { Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import type { Actor } from './actor.ts';

export const PREFERENCES = 'preferences';

const DEFAULTS: PreferencesView = { colourMode: 'system', notifications: { task: true, integration: true, order: true } };

export const PreferencesBody = Obj(
  {
    colourMode: Type.Optional(Type.Unsafe<PreferencesView['colourMode']>({ type: 'string', enum: [...COLOUR_MODES] })),
    notifications: Type.Optional(Obj(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, Type.Optional(Type.Boolean())])))),
  },
  { examples: [{ colourMode: 'dark', notifications: { order: false } }] },
);

/** A user's preferences (application.md §2.2 /admin-space/preferences): theirs in every workspace. */
export class Preferences {
  constructor(private readonly rt: Runtime) {}

  async get(actor: Actor): Promise<PreferencesView> {
    const row = (await this.rt.store.findOne(PREFERENCES, w.eq('id', actor.email))) as (PreferencesView & { id: string }) | null;
    if (!row) return structuredClone(DEFAULTS);
    return { colourMode: row.colourMode ?? DEFAULTS.colourMode, notifications: { ...DEFAULTS.notifications, ...row.notifications } };
  }

  async update(actor: Actor, body: unknown): Promise<PreferencesView> {
    assertValid(PreferencesBody, body, 'body');
    const change = body as Partial<PreferencesView>;
    const current = await this.get(actor);
    const next: PreferencesView = {
      colourMode: change.colourMode ?? current.colourMode,
      notifications: { ...current.notifications, ...change.notifications },
    };
    const exists = await this.rt.store.findOne(PREFERENCES, w.eq('id', actor.email));
    if (exists) await this.rt.store.update(PREFERENCES, w.eq('id', actor.email), { set: { ...next } });
    else await this.rt.store.insert(PREFERENCES, [{ id: actor.email, ...next }]);
    return next;
  }
}
