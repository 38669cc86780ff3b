import type * as OpenId from 'openid-client';
import { w } from '../../store/port.ts';
import { badRequest, conflict, notFound, unauthenticated } from '../errors.ts';
import type { Directory } from './directory.ts';
import type { Runtime } from '../runtime.ts';
import { PROVIDER_NAMES, PROVIDERS, type ProviderName } from './provider-catalogue.ts';
import type { ProviderProfile } from './sign-in.ts';

/** openid-client loads with the first sign-in through a provider, not at every start. */
const loadOpenId = () => import('openid-client');

export const AUTH_FLOWS = 'authflows';
/** how long a started sign-in may take at the provider */
const FLOW_MS = 10 * 60_000;

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

interface FlowRow {
  /** the state: random, sent to the provider and back, and kept in a cookie of the browser that started */
  id: string;
  provider: ProviderName;
  verifier: string;
  nonce: string | null;
  invitation: string | null;
  expires: string;
}

/** The tokens a provider gave at sign-in. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken?: string;
  /** when the access token stops working, when the provider says */
  expires?: string;
}

/**
 * Provider sign-in (application.md §6, §7 /auth/*): OpenID Connect (Google, Autodesk) or OAuth 2
 * (GitHub, Onshape) through openid-client, always with PKCE (S256) and state, and a nonce where
 * there is an ID token. Started flows live in the store, so any instance can finish them.
 */
export class ProviderSignIn {
  private readonly configurations = new Map<ProviderName, Promise<OpenId.Configuration>>();

  constructor(
    private readonly rt: Runtime,
    private readonly settings: Partial<Record<ProviderName, ProviderSettings>>,
    private readonly publicUrl: string,
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(AUTH_FLOWS, [{ fields: ['expires'] }]);
  }

  enabled(): { name: ProviderName; label: string }[] {
    return PROVIDER_NAMES.filter((name) => this.settings[name]).map((name) => ({ name, label: PROVIDERS[name].label }));
  }

  /** The providers one can sign in with here, and whether the user's account is linked to each (the Security screen). */
  async linksOf(directory: Directory, email: string): Promise<{ name: ProviderName; label: string; linked: boolean }[]> {
    const user = await directory.user(email);
    return this.enabled().map((p) => ({ ...p, linked: Boolean(user?.providers?.[p.name]) }));
  }

  /** Unlinks a provider from the user's account, unless it is their only way to sign in. */
  async unlink(directory: Directory, email: string, provider: string): Promise<void> {
    const user = await directory.user(email);
    const providers = { ...(user?.providers ?? {}) };
    const label = (PROVIDER_NAMES as readonly string[]).includes(provider) ? PROVIDERS[provider as ProviderName].label : provider;
    if (!user || !providers[provider]) throw notFound(`Your account is not linked to ${label}`);
    delete providers[provider];
    if (!user.passwordHash && Object.keys(providers).length === 0) {
      throw conflict(`${label} is the only way you sign in: set a password or link another account first`);
    }
    await directory.updateUser(email, { providers });
  }

  redirectUri(name: ProviderName): string {
    return `${this.publicUrl}/api/auth/${name}/callback`;
  }

  private provider(name: string): { name: ProviderName; settings: ProviderSettings } {
    const settings = (PROVIDER_NAMES as readonly string[]).includes(name) ? this.settings[name as ProviderName] : undefined;
    if (!settings) throw notFound(`Sign-in with ${name} is not enabled on this Joinery`);
    return { name: name as ProviderName, settings };
  }

  private configuration(name: ProviderName, settings: ProviderSettings): Promise<OpenId.Configuration> {
    let pending = this.configurations.get(name);
    if (!pending) {
      const definition = PROVIDERS[name];
      const insecure = (url: string | undefined) => url?.startsWith('http://') ?? false;
      pending = (async () => {
        const client = await loadOpenId();
        if (definition.protocol === 'oidc') {
          const issuer = settings.issuer ?? definition.issuer!;
          return client.discovery(new URL(issuer), settings.clientId, settings.clientSecret, undefined, insecure(issuer) ? { execute: [client.allowInsecureRequests] } : undefined);
        }
        const endpoints = {
          authorization_endpoint: settings.authorizationUrl ?? definition.authorizationUrl!,
          token_endpoint: settings.tokenUrl ?? definition.tokenUrl!,
          userinfo_endpoint: settings.userinfoUrl ?? definition.userinfoUrl!,
        };
        const config = new client.Configuration({ issuer: new URL(endpoints.authorization_endpoint).origin, ...endpoints }, settings.clientId, settings.clientSecret);
        if (Object.values(endpoints).some(insecure)) client.allowInsecureRequests(config);
        return config;
      })();
      // a failed discovery (provider down) is tried again next time
      pending.catch(() => this.configurations.delete(name));
      this.configurations.set(name, pending);
    }
    return pending;
  }

  /** The provider's authorisation URL to send the browser to, and the state to keep in its cookie. */
  async start(providerName: string, invitation?: string): Promise<{ url: string; state: string }> {
    const { name, settings } = this.provider(providerName);
    const config = await this.configuration(name, settings).catch(() => {
      throw badRequest(`${PROVIDERS[name].label} cannot be reached to sign in: try again later`);
    });
    const oidc = PROVIDERS[name].protocol === 'oidc';
    const client = await loadOpenId();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = oidc ? client.randomNonce() : null;
    const now = this.rt.now();
    await this.rt.store.delete(AUTH_FLOWS, w.lt('expires', now.toISOString()));
    const row: FlowRow = { id: state, provider: name, verifier, nonce, invitation: invitation ?? null, expires: new Date(now.getTime() + FLOW_MS).toISOString() };
    await this.rt.store.insert(AUTH_FLOWS, [row]);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(name),
      scope: PROVIDERS[name].scopes.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...(nonce ? { nonce } : {}),
    });
    return { url: url.href, state };
  }

  /**
   * The provider came back to the callback (`callbackPath`, the request's path and query): the state
   * must be one this browser started (its cookie), not used before and not expired; the code is
   * exchanged with the PKCE verifier.
   */
  async finish(providerName: string, callbackPath: string, browserState: string | undefined): Promise<{ profile: ProviderProfile; invitation?: string; tokens: ProviderTokens }> {
    const { name, settings } = this.provider(providerName);
    // the path and query the provider returned to, at this site's public address
    const callbackUrl = new URL(callbackPath, this.publicUrl);
    const state = callbackUrl.searchParams.get('state') ?? '';
    const row = state ? ((await this.rt.store.findOne(AUTH_FLOWS, w.eq('id', state))) as FlowRow | null) : null;
    if (row) await this.rt.store.delete(AUTH_FLOWS, w.eq('id', row.id));
    if (!row || row.provider !== name || row.expires <= this.rt.now().toISOString() || browserState !== state) {
      throw unauthenticated('This sign-in was not started here or took too long: start it again');
    }
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) throw unauthenticated(`${PROVIDERS[name].label} did not sign you in: ${callbackUrl.searchParams.get('error_description') ?? providerError}`);
    const config = await this.configuration(name, settings);
    const client = await loadOpenId();
    let tokens: Awaited<ReturnType<typeof OpenId.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: row.verifier,
        expectedState: row.id,
        ...(row.nonce ? { expectedNonce: row.nonce, idTokenExpected: true } : {}),
      });
    } catch (error) {
      throw unauthenticated(`${PROVIDERS[name].label} did not confirm the sign-in: ${(error as Error).message}`);
    }
    const profile = await this.profile(name, config, tokens);
    const expiresIn = tokens.expiresIn();
    return {
      profile,
      invitation: row.invitation ?? undefined,
      // what a CAD service's API is called with on the user's behalf (rest/model/cad-import/onshape.ts)
      tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expires: expiresIn === undefined ? undefined : new Date(this.rt.now().getTime() + expiresIn * 1000).toISOString() },
    };
  }

  /** Who signed in, in each provider's own terms. */
  private async profile(name: ProviderName, config: OpenId.Configuration, tokens: OpenId.TokenEndpointResponse & OpenId.TokenEndpointResponseHelpers): Promise<ProviderProfile> {
    const client = await loadOpenId();
    const get = async (url: string) => {
      const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET');
      if (!response.ok) throw unauthenticated(`${PROVIDERS[name].label} did not say who you are (${response.status})`);
      return (await response.json()) as Record<string, any>;
    };
    if (PROVIDERS[name].protocol === 'oidc') {
      const claims = tokens.claims()!;
      // an ID token may leave the e-mail to the userinfo endpoint (Autodesk does)
      const info = claims.email ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { provider: name, subject: claims.sub, email: info.email as string | undefined, emailVerified: info.email_verified === true, name: info.name as string | undefined };
    }
    const userinfo = config.serverMetadata().userinfo_endpoint!;
    const user = await get(userinfo);
    if (name === 'github') {
      // GitHub's profile e-mail is optional and unverified; its e-mails list says which are verified
      const emails = (await get(`${userinfo.replace(/\/$/, '')}/emails`)) as unknown as { email: string; primary: boolean; verified: boolean }[];
      const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      return { provider: name, subject: String(user.id), email: primary?.email, emailVerified: primary !== undefined, name: user.name ?? user.login };
    }
    // Onshape confirms an account's e-mail address before the account can be used
    return { provider: name, subject: String(user.id), email: user.email, emailVerified: typeof user.email === 'string', name: user.name };
  }
}
