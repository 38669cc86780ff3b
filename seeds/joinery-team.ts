import type { Role } from '../rest/model/identity/actor.ts';

/**
 * The Joinery team's own workspace, whose admin is the demo's superadmin: an e-mail of the default
 * SUPERADMIN_DOMAINS (joinery.app, joinery.dev), so /superadmin opens for them. It holds no resources.
 */
export const TEAM_WORKSPACE = { alias: 'joinery-team', name: 'Joinery Team', color: '#006EB8', plan: 'ENTERPRISE' as const };

export const TEAM_USERS: { email: string; name: string; role: Role }[] = [{ email: 'ops@joinery.dev', name: 'Sam Superadmin', role: 'admin' }];
