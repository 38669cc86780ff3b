/**
 * The error catalogue of application spec §8 as toasts: each entry is what a user reads, word for
 * word. Screens pass these to `notify` (toaster.tsx) instead of writing their own texts.
 */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  type: NoticeType;
  title?: string;
  description: string;
}

export const messages = {
  /** the users, when known, follow the §8 text: '… as it is used by Oak bookcase, Desk' */
  productUsed: (name: string, users: string[] = []): Notice => ({
    type: 'warning',
    title: 'Product is used',
    description: `${name} cannot be deleted as it is used${users.length ? ` by ${users.join(', ')}` : ''}`,
  }),
  productDeleteFailed: (): Notice => ({ type: 'error', description: 'Error deleting product' }),
  productDeleted: (name: string): Notice => ({ type: 'success', title: 'Product deleted', description: `${name} deleted successfully` }),
  productDuplicated: (name: string): Notice => ({ type: 'success', title: 'Product duplicated', description: `${name} duplicated successfully` }),
  productDuplicateFailed: (): Notice => ({ type: 'error', description: 'Error duplicating product' }),
  popupsBlocked: (): Notice => ({
    type: 'error',
    description: "Couldn't open products because popups are not allowed. Please enable pop-ups and redirects for this website.",
  }),
  /** §8's text, titled with what is missing: the workspace's external target named `urlPoint` */
  syncWithoutTarget: (urlPoint: string): Notice => ({ type: 'error', title: `No '${urlPoint}' sync target is set for this workspace`, description: 'No urlPoint provided for sync.' }),
  addedToSelected: (what: 'category' | 'function'): Notice => ({ type: 'success', description: `Added ${what} to selected product(s) successfully` }),
  deleted: (what: 'Category' | 'Function'): Notice => ({ type: 'success', description: `${what} successfully deleted` }),
  renamed: (what: 'Category' | 'Function'): Notice => ({ type: 'success', description: `${what} successfully renamed` }),
  themeUpdated: (): Notice => ({ type: 'success', title: 'Success', description: 'Theme updated successfully' }),
  themeUpdateFailed: (reason: string): Notice => ({ type: 'error', title: 'Error updating theme', description: reason }),
  /** §5: theme selection is required */
  noThemeSelected: (): Notice => ({ type: 'warning', title: 'No theme selected', description: 'Select a theme from the list.' }),
  logoutFailed: (): Notice => ({ type: 'error', title: 'Logout Failed', description: "can't log out" }),
  workspaceSwitched: (name: string): Notice => ({ type: 'success', title: 'Workspace Changed', description: `Switched to ${name} workspace` }),
  workspaceSwitchFailed: (reason: string): Notice => ({ type: 'error', title: 'Workspace Request Failed', description: reason }),
  taskCancelRequested: (): Notice => ({ type: 'success', title: 'Cancelling task', description: 'Requested cancelling of task' }),
  taskCancelFailed: (): Notice => ({ type: 'warning', description: 'Could not cancel task' }),
  taskRetryRequested: (): Notice => ({ type: 'success', description: 'Requested resubmission of task' }),
  taskRetryFailed: (): Notice => ({ type: 'warning', title: 'Resubmitting task', description: 'Could not resubmit task' }),
  /** not in §8: worded like its neighbours */
  taskReported: (to: string): Notice => ({ type: 'success', title: 'Reporting task', description: `Sent the failure and its log to ${to}` }),
  taskReportFailed: (): Notice => ({ type: 'warning', title: 'Reporting task', description: 'Could not report task' }),
  /** §5 dashboard team invite: the welcome pop-up's form is not valid */
  invalidForm: (): Notice => ({ type: 'error', title: 'Oops!', description: 'Looks like some data is not correct.' }),
  usersInvited: (n: number): Notice => ({ type: 'success', title: 'Yay!', description: `Invited ${n} new users` }),
  customersInvited: (): Notice => ({ type: 'success', title: 'Invitation Sent', description: 'They will receive an invitation soon!' }),
  inviteNotAvailable: (): Notice => ({ type: 'info', title: 'Invite not available', description: 'Publish a configurator first' }),
  configuratorDomainsFailed: (): Notice => ({ type: 'error', description: 'Error fetching configurator domains' }),
  configuratorNotPublished: (): Notice => ({ type: 'error', description: 'Configurator not published' }),
  /** workspace list, user, app version and orders load errors; generic titles Modules, Orders, Oops! */
  loadFailed: (title: 'Modules' | 'Orders' | 'Oops!', reason: string): Notice => ({ type: 'error', title, description: reason }),
} as const;

/** Plan refusals end with their way out ('… Upgrade to add more.'): the server's contract (rest/model/identity/plan-limits.ts). */
const UPGRADE = /Upgrade to [^.]+\.$/;
export const isPlanRefusal = (message: string) => UPGRADE.test(message);
/** where a plan refusal's way out leads */
export const PLANS_PATH = '/subscription';

/** Placeholders for missing values (§8). */
export const UNAVAILABLE = 'Unavailable';
export const NO_ORDERS = 'No orders';
/** an unknown country code (§8) */
export const UNKNOWN_COUNTRY = 'Narnia';
