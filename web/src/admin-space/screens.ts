/** The admin space's screens (/admin-space/*), one chunk for the routes. */
export { AdminSpaceHome } from './AdminSpaceHome.tsx';
export { BillingPage } from './BillingPage.tsx';
export { CompanyDetailsPage, CompanySettingsPage } from './CompanySettingsPage.tsx';
export { NewWorkspacePage } from './NewWorkspacePage.tsx';
export { PreferencesPage } from './PreferencesPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { SecurityPage } from './SecurityPage.tsx';
export { UsersPage } from './UsersPage.tsx';
