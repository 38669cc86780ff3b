/**
 * The sign-in providers of application.md §6 and their scopes (§9). Each is enabled by its
 * environment variables (rest/config.ts); the flows are in providers.ts.
 */
export const PROVIDER_NAMES = ['google', 'github', 'onshape', 'autodesk'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface ProviderDefinition {
  label: string;
  /** OpenID Connect providers are discovered from their issuer; the others have fixed OAuth 2 endpoints */
  protocol: 'oidc' | 'oauth2';
  scopes: string[];
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

export const PROVIDERS: Record<ProviderName, ProviderDefinition> = {
  google: { label: 'Google', protocol: 'oidc', issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'] },
  github: {
    label: 'GitHub',
    protocol: 'oauth2',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    // §9: code-host scopes
    scopes: ['repo', 'gist', 'user'],
  },
  onshape: {
    label: 'Onshape',
    protocol: 'oauth2',
    authorizationUrl: 'https://oauth.onshape.com/oauth/authorize',
    tokenUrl: 'https://oauth.onshape.com/oauth/token',
    userinfoUrl: 'https://cad.onshape.com/api/users/sessioninfo',
    // the e-mail address needs the PII scope
    scopes: ['OAuth2ReadPII', 'OAuth2Read', 'OAuth2Write'],
  },
  autodesk: {
    label: 'Autodesk',
    protocol: 'oidc',
    issuer: 'https://developer.api.autodesk.com',
    // §9: Autodesk-type scopes, plus openid for the signed identity
    scopes: [
      'openid',
      'data:read', 'data:write', 'data:create', 'data:search',
      'bucket:create', 'bucket:read', 'bucket:update', 'bucket:delete',
      'code:all', 'account:read', 'account:write', 'user-profile:read', 'viewables:read',
    ],
  },
};
