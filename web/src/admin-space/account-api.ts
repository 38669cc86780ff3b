/**
 * The REST calls of the admin space (rest-api.md §7.5 and the account, billing and workspace
 * operations): they are the user's own settings, read and written where they live, in /api.
 */
import type { BillingOverview } from '../../../rules/plans.ts';
import type { PreferencesView } from '../../../rules/preferences.ts';
import { requestJson } from '../app/http.ts';

export type Role = 'admin' | 'editor' | 'user' | 'guest';
export const STAFF_ROLES: Role[] = ['admin', 'editor', 'user'];

export interface Member {
  email: string;
  name: string;
  roles: Role[];
  signupDate: string;
}
export interface Invitation {
  code: string;
  email: string;
  roles: Role[];
  invitedBy: string;
  expires: string;
}
export interface Session {
  id: string;
  browser: string;
  os: string;
  place: string | null;
  lastUsed: string;
  current: boolean;
}
export interface ApiToken {
  id: string;
  name: string;
  scope: 'read' | 'read-write';
  created: string;
  lastUsed: string | null;
}
export interface ProviderLink {
  name: string;
  label: string;
  linked: boolean;
}
export interface Company {
  id: string;
  document: { name: string; address?: string; vatNumber?: string; currency?: string; country?: string };
}

const enc = encodeURIComponent;
const json = (method: string, body?: unknown) => ({ method, ...(body === undefined ? {} : { json: body }) });

export const accountApi = {
  members: () => requestJson<Member[]>('/api/users'),
  setRoles: (email: string, roles: Role[]) => requestJson<Member>(`/api/users/${enc(email)}`, json('PUT', { roles })),
  removeMember: (email: string) => requestJson<void>(`/api/users/${enc(email)}`, json('DELETE')),
  invitations: () => requestJson<Invitation[]>('/api/users/invitations'),
  invite: (emails: string[], roles: Role[]) =>
    requestJson<Invitation[]>(`/api/users/invitations?${roles.map((r) => `role=${enc(r)}`).join('&')}`, {
      method: 'POST',
      body: emails.join(';'),
      headers: { 'content-type': 'text/plain' },
    }),
  resendInvitation: (code: string) => requestJson<Invitation>(`/api/users/invitations/${enc(code)}/resend`, json('POST')),
  revokeInvitation: (code: string) => requestJson<void>(`/api/users/invitations/${enc(code)}`, json('DELETE')),

  updateMe: (body: { name?: string; password?: string; currentPassword?: string }) => requestJson<unknown>('/api/users/me', json('PUT', body)),
  sessions: () => requestJson<Session[]>('/api/users/me/sessions'),
  endSession: (id: string) => requestJson<void>(`/api/users/me/sessions/${enc(id)}`, json('DELETE')),
  endOtherSessions: () => requestJson<void>('/api/users/me/sessions', json('DELETE')),
  tokens: () => requestJson<ApiToken[]>('/api/users/me/tokens'),
  createToken: (name: string, scope: ApiToken['scope']) => requestJson<ApiToken & { token: string }>('/api/users/me/tokens', json('POST', { name, scope })),
  revokeToken: (id: string) => requestJson<void>(`/api/users/me/tokens/${enc(id)}`, json('DELETE')),
  providers: () => requestJson<ProviderLink[]>('/api/users/me/providers'),
  unlinkProvider: (name: string) => requestJson<void>(`/api/users/me/providers/${enc(name)}`, json('DELETE')),
  preferences: () => requestJson<PreferencesView>('/api/users/me/preferences'),
  setPreferences: (change: Partial<PreferencesView> | { notifications: Partial<PreferencesView['notifications']> }) =>
    requestJson<PreferencesView>('/api/users/me/preferences', json('PUT', change)),
  setAvatar: (png: Blob) => requestJson<void>('/api/users/me/avatar', { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } }),
  removeAvatar: () => requestJson<void>('/api/users/me/avatar', json('DELETE')),

  billing: () => requestJson<BillingOverview>('/api/billing'),
  billingPortal: () => requestJson<{ url: string }>('/api/billing/portal', json('POST')),
  checkout: (plan: string) => requestJson<{ url: string }>('/api/billing/checkout', json('POST', { plan })),
  completeCheckout: (id: string) => requestJson<BillingOverview>(`/api/billing/checkout/${enc(id)}`, json('POST')),

  updateWorkspace: (alias: string, body: { name?: string; color?: string }) => requestJson<unknown>(`/api/workspaces/${enc(alias)}`, json('PUT', body)),
  createWorkspace: (name: string, emails: string[]) => requestJson<{ alias: string; name: string }>('/api/workspaces', json('POST', { name, emails })),
  switchWorkspace: (alias: string) => requestJson<unknown>(`/api/workspaces/${enc(alias)}/switch`, json('POST')),
};
