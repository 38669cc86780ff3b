// The demo's users by what they are, from the seeds themselves (seeds/demo.ts, seeds/birch.ts): whom
// tests sign in and act as. Every demo user's password is DEMO_PASSWORD (tests/support/server.ts).
import type { Role } from '../../rest/model/identity/actor.ts';
import { BIRCH_USERS } from '../../seeds/birch.ts';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../../seeds/demo.ts';
import { DEFAULT_DEMO_PASSWORD } from '../../rest/config.ts';

function emailOf(users: { email: string; role: Role }[], role: Role): string {
  const user = users.find((u) => u.role === role);
  if (!user) throw new Error(`the demo has no ${role}`);
  return user.email;
}

/** Oak & Ash, the demo workspace: one user per role */
export const DEMO_ADMIN = emailOf(DEMO_USERS, 'admin');
export const DEMO_EDITOR = emailOf(DEMO_USERS, 'editor');
export const DEMO_USER = emailOf(DEMO_USERS, 'user');
export const DEMO_GUEST = emailOf(DEMO_USERS, 'guest');
/** Birch & Co, the other workspace */
export const BIRCH_ADMIN = emailOf(BIRCH_USERS, 'admin');
/** Oak & Ash's shop customer: signs in on its storefronts (POST /api/published/configurator/{id}/customers/signin), not in the staff app */
export const DEMO_CUSTOMER = { email: DEMO_CUSTOMERS[0].email, password: DEFAULT_DEMO_PASSWORD };
