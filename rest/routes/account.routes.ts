import { Type } from '@sinclair/typebox';
import { CheckoutBody } from '../model/billing/billing.ts';
import { forbidden } from '../model/errors.ts';
import type { Actor } from '../model/identity/actor.ts';
import { COLOUR_MODES, NOTIFICATION_TYPES } from '../../rules/preferences.ts';
import { PreferencesBody } from '../model/identity/preferences.ts';
import { PROVIDER_NAMES } from '../model/identity/provider-catalogue.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { defineOperation } from './operation.ts';

const SessionSchema = Obj({
  id: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  place: Type.Union([Type.String(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  lastUsed: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
const PreferencesSchema = Obj({
  colourMode: Type.String({ enum: [...COLOUR_MODES] }),
  notifications: Obj(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, Type.Boolean()]))),
});
const LimitsSchema = Obj({
  canPublish: Type.Boolean(),
  maxConfigurators: Type.Integer(),
  maxUsers: Type.Integer(),
  maxProductsPerConfigurator: Type.Integer(),
  generativeModularDesign: Type.Boolean(),
});
const BillingSchema = Obj({
  provider: Type.String({ enum: ['stripe', 'local'] }),
  plan: Type.String(),
  planName: Type.String(),
  limits: LimitsSchema,
  usage: Obj({ configurators: Type.Integer(), users: Type.Integer(), productsPerConfigurator: Type.Integer() }),
});
const UrlSchema = Obj({ url: Type.String() });

/** Sessions are managed from a signed-in browser, as tokens are: a token that ends sessions would outlive a password change's purpose. */
function signedInSession(actor: Actor): string {
  if (actor.via !== 'session' || !actor.sessionId) throw forbidden('Sessions are managed while signed in, not with an API token');
  return actor.sessionId;
}

const mine = { group: '', tag: 'users' } as const;

/** The signed-in user's sessions and preferences (the Security and Preferences screens of /admin-space). */
export const accountOperations = [
  defineOperation({
    ...mine,
    method: 'GET',
    path: '/api/users/me/sessions',
    operationId: 'listMySessions',
    summary: 'Your active sessions: browser, system, place and last use; `current` is this one',
    response: Type.Array(SessionSchema),
    answer: 'json',
    errors: [401, 403],
    call: (model, { actor }) => model.identity.sessions.listOf(actor.email, signedInSession(actor)),
  }),
  defineOperation({
    ...mine,
    method: 'DELETE',
    path: '/api/users/me/sessions/{sessionId}',
    operationId: 'endMySession',
    summary: 'Sign out one of your sessions (on whichever browser holds it)',
    params: Obj({ sessionId: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'the id GET /users/me/sessions gives' }) }),
    answer: 'noContent',
    errors: [401, 403, 404],
    call: async (model, { actor, params }) => {
      signedInSession(actor);
      await model.identity.sessions.endOne(actor.email, params.sessionId);
    },
  }),
  defineOperation({
    ...mine,
    method: 'DELETE',
    path: '/api/users/me/sessions',
    operationId: 'endMyOtherSessions',
    summary: 'Sign out every session of yours but this one',
    answer: 'noContent',
    errors: [401, 403],
    call: async (model, { actor }) => {
      await model.identity.sessions.endOthers(actor.email, signedInSession(actor));
    },
  }),
  defineOperation({
    ...mine,
    method: 'GET',
    path: '/api/users/me/preferences',
    operationId: 'getMyPreferences',
    summary: 'Your colour mode and which notifications the bell shows',
    response: PreferencesSchema,
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.identity.preferences.get(actor),
  }),
  defineOperation({
    ...mine,
    method: 'PUT',
    path: '/api/users/me/preferences',
    operationId: 'updateMyPreferences',
    summary: 'Change your colour mode or notification settings (what is left out stays)',
    body: PreferencesBody,
    response: PreferencesSchema,
    answer: 'json',
    errors: [400, 401, 403],
    call: (model, { actor, body }) => model.identity.preferences.update(actor, body),
  }),
];

const ProviderLinkSchema = Obj({ name: Type.String({ enum: [...PROVIDER_NAMES] }), label: Type.String(), linked: Type.Boolean() });

/** Linked sign-in providers: a provider account is linked when it signs in with the account's verified e-mail (GET /api/auth/{provider}). */
export const providerLinkOperations = [
  defineOperation({
    ...mine,
    method: 'GET',
    path: '/api/users/me/providers',
    operationId: 'listMyProviders',
    summary: 'The sign-in providers here, and whether your account is linked to each',
    description: 'To link one, sign in with it (GET /api/auth/{provider}, in a popup) with the same verified e-mail address.',
    response: Type.Array(ProviderLinkSchema),
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.identity.providers.linksOf(model.directory, actor.email),
  }),
  defineOperation({
    ...mine,
    method: 'DELETE',
    path: '/api/users/me/providers/{provider}',
    operationId: 'unlinkMyProvider',
    summary: 'Unlink a sign-in provider from your account (not the only way you sign in)',
    params: Obj({ provider: Type.String({ enum: [...PROVIDER_NAMES] }) }),
    answer: 'noContent',
    errors: [401, 403, 404, 409],
    call: async (model, { actor, params }) => {
      signedInSession(actor);
      await model.identity.providers.unlink(model.directory, actor.email, params.provider);
    },
  }),
];

const billing = { group: '', tag: 'billing' } as const;

/** Billing of the current workspace (/admin-space/billing): plan and usage for its members, payment for its admins. */
export const billingOperations = [
  defineOperation({
    ...billing,
    method: 'GET',
    path: '/api/billing',
    operationId: 'getBilling',
    access: 'member',
    summary: "The current workspace's plan, its limits and how much of each it uses",
    response: BillingSchema,
    answer: 'json',
    errors: [401, 403],
    call: (model, { actor }) => model.billing.overview(actor),
  }),
  defineOperation({
    ...billing,
    method: 'POST',
    path: '/api/billing/portal',
    operationId: 'openBillingPortal',
    access: 'admin',
    summary: "Where to manage the workspace's payment: the payment provider's portal (or, without one, the plans page)",
    response: UrlSchema,
    answer: 'json',
    errors: [401, 403, 502],
    call: (model, { actor }) => model.billing.portal(actor),
  }),
  defineOperation({
    ...billing,
    method: 'POST',
    path: '/api/billing/checkout',
    operationId: 'startCheckout',
    access: 'admin',
    summary: 'Start paying for a plan: the answer is the payment page to open',
    body: CheckoutBody,
    response: UrlSchema,
    answer: 'json',
    errors: [400, 401, 403, 502],
    call: (model, { actor, body }) => model.billing.checkout(actor, body),
  }),
  defineOperation({
    ...billing,
    method: 'POST',
    path: '/api/billing/checkout/{checkoutId}',
    operationId: 'completeCheckout',
    access: 'admin',
    summary: 'Back from the payment page: a paid checkout puts the workspace on its plan at once',
    params: Obj({ checkoutId: Type.String({ pattern: '^[A-Za-z0-9_]{1,255}$', description: "the payment provider's checkout id" }) }),
    response: BillingSchema,
    answer: 'json',
    errors: [401, 403, 502],
    call: (model, { actor, params }) => model.billing.completeCheckout(actor, params.checkoutId),
  }),
];
