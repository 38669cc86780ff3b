/**
 * Who may call an operation, declared once for both adapters: REST's route table carries it as each
 * route's `access` (rest/routes/access-hook.ts enforces it before the body is read) and the gateway
 * wraps each root field's resolver in the same check (gateway/access.ts), so the model need not
 * state it again. The levels are coarse (is anyone signed in, which role in the current workspace);
 * every resource rule (owner, sharing, public, multiWorkspace) stays in the model.
 */
import { rolesIn, type Actor } from './actor.ts';
import { forbidden, notFound } from '../errors.ts';
import type { OperationKey } from '../kinds/operation-names.ts';

export const ACCESS_LEVELS = [
  /** anyone, signed out too: auth, /api/version, website content, the storefront's public projection */
  'public',
  /** any signed-in user or token, guests included; the model decides per resource */
  'signedIn',
  /** a member of the current workspace with a role other than guest */
  'member',
  /** editor or admin in the current workspace */
  'editor',
  /** admin of the current workspace */
  'admin',
  /** a user whose e-mail domain is one of SUPERADMIN_DOMAINS */
  'superadmin',
] as const;

export type Access = (typeof ACCESS_LEVELS)[number];

export const DEFAULT_ACCESS: Access = 'signedIn';

/** What a non-superadmin asking for the superadmin space is told: nothing about what is there. */
export const NOT_FOR_YOU = 'Not found';

/** The role part of access, once someone is signed in: which role in the current workspace. */
export function assertAccess(actor: Actor, access: Access): void {
  const roles = rolesIn(actor, actor.workspace);
  const where = `workspace ${actor.workspace}`;
  if (access === 'member' && !roles.some((r) => r !== 'guest')) throw forbidden(`This needs a member of ${where} other than a guest`);
  if (access === 'editor' && !roles.some((r) => r === 'admin' || r === 'editor')) throw forbidden(`This needs an editor or admin of ${where}`);
  if (access === 'admin' && !roles.includes('admin')) throw forbidden(`This needs an admin of ${where}`);
  // the superadmin space is not there for anyone else: 404, as for what the caller may not read
  if (access === 'superadmin' && !actor.superadmin) throw notFound(NOT_FOR_YOU);
}

/**
 * The access of one catalogue operation of a kind (operation: its key in rest/model/kinds/operation-names.ts).
 * Every one needs a sign-in: customers of a published configurator read the storefront's public
 * projection (rest/model/storefront), not the staff resource, which is its workspace's alone.
 */
export function kindOperationAccess(_collection: string, _operation: OperationKey): Access {
  return DEFAULT_ACCESS;
}

/** The operations outside the kinds that both adapters offer, by REST operation id. */
export const OPERATION_ACCESS = {
  /** the current workspace's team (GraphQL: users) */
  listUsers: 'member',
  /** production (issue 19 §2): staff, not the workspace's guests (its customers); the model checks each order, batch and module */
  sendToProduction: 'member',
  listBatchedOrders: 'member',
  getOrderWorkBatches: 'member',
  /** the production screens (issue 19 §4), in GraphQL only: the list's summary, and a batch's status (the model checks the batch's write) */
  getProductionSummary: 'member',
  setWorkBatchStatus: 'member',
  /** customers and the activity timeline (issue 20 §4, §5): the workspace's staff; inviting customers: editors and admins */
  listCustomers: 'member',
  getCustomerRecord: 'member',
  getAllCustomerData: 'member',
  getWorkspaceActivity: 'member',
  inviteCustomers: 'editor',
  /** statistics (issue 20 §1): the workspace's staff */
  statistics: 'member',
} as const satisfies Record<string, Access>;
