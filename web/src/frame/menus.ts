import type { IconType } from 'react-icons';
import {
  LuBlocks, LuBuilding2, LuCreditCard, LuFileText, LuGauge, LuInfo, LuLayoutDashboard, LuLifeBuoy, LuListChecks, LuPackage,
  LuPlug, LuReceipt, LuShieldCheck, LuSlidersHorizontal, LuUser, LuUsers,
} from 'react-icons/lu';
import type { MenuType } from '../app/routeHandle.ts';
import { CONFIGURATOR_SECTIONS } from '../configurators/section-routes.ts';

export interface MenuEntry {
  label: string;
  icon: IconType;
  /** where it leads; entries without one start a flow (Support) */
  to?: string;
  /** the flow an entry without a route starts */
  flow?: 'support';
  /** shown to workspace admins only (§6: billing, company settings, users) */
  adminOnly?: boolean;
  /** active only on exactly this path, not below it */
  end?: boolean;
}

/** The main menu (§2.3). */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', icon: LuLayoutDashboard, to: '/dashboard' },
  { label: 'Products', icon: LuPackage, to: '/products' },
  { label: 'Configurators', icon: LuBlocks, to: '/configurators' },
  { label: 'Integrations', icon: LuPlug, to: '/integrations' },
  { label: 'Orders', icon: LuReceipt, to: '/orders' },
  { label: 'Customers', icon: LuUsers, to: '/customers' },
  { label: 'About', icon: LuInfo, to: '/landing' },
  { label: 'Subscription Plan', icon: LuGauge, to: '/subscription' },
  { label: 'Terms of Use', icon: LuFileText, to: '/legal' },
  { label: 'Support', icon: LuLifeBuoy, flow: 'support' },
];

/** The admin menu of /admin-space (§2.3, §6). */
export const ADMIN_MENU: readonly MenuEntry[] = [
  // the way back out of the admin space
  { label: 'Back to Company Space', icon: LuLayoutDashboard, to: '/dashboard' },
  { label: 'Preferences', icon: LuSlidersHorizontal, to: '/admin-space/preferences' },
  { label: 'Profile', icon: LuUser, to: '/admin-space/profile' },
  { label: 'Billing', icon: LuCreditCard, to: '/admin-space/billing', adminOnly: true },
  { label: 'Company Settings', icon: LuBuilding2, to: '/admin-space/company-settings', adminOnly: true },
  { label: 'Users', icon: LuUsers, to: '/admin-space/users', adminOnly: true },
];

/** The superadmin menu of /superadmin (§2.3). */
export const SUPERADMIN_MENU: readonly MenuEntry[] = [
  { label: 'Superadmin Space', icon: LuShieldCheck, to: '/superadmin', end: true },
  { label: 'Workspaces', icon: LuBuilding2, to: '/superadmin/workspaces' },
  { label: 'Configurators', icon: LuBlocks, to: '/superadmin/configurators' },
  { label: 'Tasks', icon: LuListChecks, to: '/superadmin/tasks' },
];

/** Sub-menus shown inside a screen (§2.2). */
export const PREFERENCES_SUBMENU = [{ label: 'Security', to: '/admin-space/preferences/security' }] as const;
export const COMPANY_SETTINGS_SUBMENU = [{ label: 'Details', to: '/admin-space/company-settings/details' }] as const;
export const CONFIGURATOR_SETTINGS_SUBMENU = CONFIGURATOR_SECTIONS.map(({ path, title }) => ({ label: title, to: path }));

/** The entries of a side menu for a user; none for NONE. */
export function menuEntries(type: MenuType, { admin }: { admin: boolean }): readonly MenuEntry[] {
  const entries = type === 'ADMIN_MENU' ? ADMIN_MENU : type === 'SUPERADMIN_MENU' ? SUPERADMIN_MENU : type === 'NONE' ? [] : MAIN_MENU;
  return entries.filter((entry) => admin || !entry.adminOnly);
}

/** Where the user menu's Company Space entry counts as active (§2.3). */
export const COMPANY_SPACE_PREFIXES = [
  '/dashboard', '/products', '/orders', '/customers', '/workflow', '/production', '/configurators', '/integrations', '/activity',
] as const;

export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isCompanySpace(path: string): boolean {
  return COMPANY_SPACE_PREFIXES.some((prefix) => underPrefix(path, prefix));
}
