import { Type } from '@sinclair/typebox';
import { DomainError } from '../model/errors.ts';
import { InvitationCode } from '../model/identity/invitations.ts';
import { PROVIDER_NAMES } from '../model/identity/provider-catalogue.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { defineOperation } from './operation.ts';

/** The browser that started a provider sign-in keeps its state here, so nobody else's browser can finish it. */
const FLOW_COOKIE = 'joinery_signin';
const FLOW_COOKIE_PATH = '/api/auth';
/** where the popup lands (application.md §2.1): the app shows 'Authorisation Completed Successfully…', or the error */
const LANDING = '/oauth';
const ProviderParams = Obj({ provider: Type.String({ enum: [...PROVIDER_NAMES] }) });
const shared = { group: '', tag: 'auth', access: 'public' } as const;

/**
 * Provider sign-in: GET /api/auth/{provider} sends the browser (a 600x600 popup) to the provider;
 * the provider returns to /api/auth/{provider}/callback, which starts the session and lands on /oauth.
 */
export const providerOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/auth/providers',
    operationId: 'listSignInProviders',
    summary: 'The providers one can sign in with here',
    response: Type.Array(Obj({ name: Type.String({ enum: [...PROVIDER_NAMES] }), label: Type.String() })),
    answer: 'json',
    errors: [],
    call: (model) => model.identity.providers.enabled(),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/auth/{provider}',
    operationId: 'startProviderSignIn',
    summary: 'Start signing in with a provider: redirects to its authorisation page',
    description: 'With invitation={code}, the provider account accepts that invitation (its verified e-mail must be the invited one). Without, the verified e-mail must be a user, or have a pending invitation.',
    params: ProviderParams,
    query: Obj({ invitation: Type.Optional(InvitationCode) }),
    answer: 'redirect',
    errors: [400, 404],
    call: async (model, { params, query, cookies }) => {
      const { url, state } = await model.identity.providers.start(params.provider, query.invitation);
      cookies.set(FLOW_COOKIE, state, { path: FLOW_COOKIE_PATH, maxAge: 600 });
      return { location: url };
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/auth/{provider}/callback',
    operationId: 'finishProviderSignIn',
    summary: "The provider's return: exchanges the code, starts the session and lands on /oauth (or /oauth?error=… saying why not)",
    params: ProviderParams,
    query: Type.Object({}, { additionalProperties: Type.String({ maxLength: 4096 }) }),
    answer: 'redirect',
    errors: [400, 404],
    call: async (model, { params, cookies, request }) => {
      cookies.clear(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      try {
        const { profile, invitation, tokens } = await model.identity.providers.finish(params.provider, request.url, cookies.get(FLOW_COOKIE));
        const started = await model.identity.signIn.withProvider(profile, invitation);
        // signing in with Onshape links the account for imports (issue 21 §2)
        if (profile.provider === 'onshape') await model.onshape.link(started.email, tokens);
        cookies.startSession(started.secret);
        return { location: LANDING };
      } catch (error) {
        if (!(error instanceof DomainError) || error.status === 404) throw error;
        return { location: `${LANDING}?error=${encodeURIComponent(error.message)}` };
      }
    },
  }),
];
