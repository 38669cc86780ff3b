/** The superadmin space's screens (/superadmin/*, issue 22 §4), one chunk for the routes. */
export { AllTasksPage } from './AllTasksPage.tsx';
export { PublishedConfiguratorsPage } from './PublishedConfiguratorsPage.tsx';
export { SuperadminHome } from './SuperadminHome.tsx';
export { WorkspacesPage } from './WorkspacesPage.tsx';
