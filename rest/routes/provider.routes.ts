import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { DomainError } from '../model/errors.ts';
import { InvitationCode } from '../model/identity/invitations.ts';
import { PROVIDER_NAMES } from '../model/identity/provider-catalogue.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { errorResponses } from './schemas.ts';
import { setSessionCookie } from './session-cookie.ts';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, any> }>;
const tags = ['auth'];
/** The browser that started a provider sign-in keeps its state here, so nobody else's browser can finish it. */
const FLOW_COOKIE = 'joinery_signin';
/** where the popup lands (application.md §2.1): the app shows 'Authorisation Completed Successfully…', or the error */
const LANDING = '/oauth';
const ProviderParams = Obj({ provider: Type.String({ enum: [...PROVIDER_NAMES] }) });

/**
 * Provider sign-in: GET /api/auth/{provider} sends the browser (a 600x600 popup) to the provider;
 * the provider returns to /api/auth/{provider}/callback, which starts the session and lands on /oauth.
 */
export async function providerRoutes(app: FastifyInstance, { model, config }: { model: Model; config: Config }): Promise<void> {
  const providers = model.identity.providers;
  const secure = config.publicUrl.startsWith('https://');

  app.get('/api/auth/providers', {
    config: { access: 'public' },
    schema: {
      operationId: 'listSignInProviders',
      tags,
      summary: 'The providers one can sign in with here',
      response: { 200: Type.Array(Obj({ name: Type.String({ enum: [...PROVIDER_NAMES] }), label: Type.String() })) },
    },
  }, async () => providers.enabled());

  app.get('/api/auth/:provider', {
    config: { access: 'public' },
    schema: {
      operationId: 'startProviderSignIn',
      tags,
      summary: 'Start signing in with a provider: redirects to its authorisation page',
      description: 'With invitation={code}, the provider account accepts that invitation (its verified e-mail must be the invited one). Without, the verified e-mail must be a user, or have a pending invitation.',
      params: ProviderParams,
      querystring: Obj({ invitation: Type.Optional(InvitationCode) }),
      response: { 302: Type.Null(), ...errorResponses(400, 404) },
    },
  }, async (request: Req, reply) => {
    const { url, state } = await providers.start(request.params.provider, request.query.invitation);
    reply.setCookie(FLOW_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure, path: '/api/auth', maxAge: 600 });
    return reply.redirect(url, 302);
  });

  app.get('/api/auth/:provider/callback', {
    config: { access: 'public' },
    schema: {
      operationId: 'finishProviderSignIn',
      tags,
      summary: "The provider's return: exchanges the code, starts the session and lands on /oauth (or /oauth?error=… saying why not)",
      params: ProviderParams,
      querystring: Type.Object({}, { additionalProperties: Type.String({ maxLength: 4096 }) }),
      response: { 302: Type.Null(), ...errorResponses(400, 404) },
    },
  }, async (request: Req, reply) => {
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
    try {
      const callbackUrl = new URL(request.url, config.publicUrl);
      const { profile, invitation } = await providers.finish(request.params.provider, callbackUrl, request.cookies[FLOW_COOKIE]);
      const started = await model.identity.signIn.withProvider(profile, invitation);
      setSessionCookie(reply, started.secret, config);
      return reply.redirect(LANDING, 302);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      return reply.redirect(`${LANDING}?error=${encodeURIComponent(error.message)}`, 302);
    }
  });
}
