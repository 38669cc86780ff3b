import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { alwaysRevalidate, landingRedirect, requireSession, resourceGuard, rootLoader } from './app/guards.ts';
import { FirstLoad, RootLayout, RouteError } from './app/RootLayout.tsx';
import type { RouteHandle } from './app/routeHandle.ts';
import { CONFIGURATOR_SECTIONS } from './configurators/section-routes.ts';
import { hostStorefront, storefrontRouteColours, storefrontTitle } from './storefront/storefront-route.ts';

type Module = Record<string, unknown>;

/** A route whose component (and what else it exports) loads with its own chunk: code split by route. */
function lazyRoute<M extends Module>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const module = await load();
    return { Component: pick(module) };
  };
}

/**
 * A route that only sends elsewhere: its loader redirects before anything renders. It still names a
 * component that renders nothing, as React Router warns about a matched leaf route without one.
 */
function redirectRoute(to: string) {
  return { loader: () => redirect(to), Component: Redirecting };
}
function Redirecting() {
  return null;
}

// development builds only (/test)
const showcase = () => import('./screens/ComponentShowcase.tsx');

const configurators = () => import('./configurators/ConfiguratorsPage.tsx');
// the admin space (issue 22) loads as one chunk: its screens share their forms and calls
const adminSpace = () => import('./admin-space/screens.ts');
const subscription = () => import('./subscription/SubscriptionPage.tsx');
// the superadmin space (issue 22 §4): one chunk for its screens
const superadmin = () => import('./superadmin/screens.ts');
const configuratorEditor = () => import('./configurators/ConfiguratorEditor.tsx');
const configuratorSections = () => import('./configurators/sections.ts');

const shell = () => import('./public/PublicShell.tsx');
const landing = () => import('./public/LandingPage.tsx');
const article = () => import('./public/ArticlePage.tsx');
const articleTitle = (data: unknown) => (data as { name?: string } | undefined)?.name ?? 'Joinery';

// the storefront (issue 18): its own chunk, at /c/:id and at / on a configurator's domain
const storefront = () => import('./storefront/StorefrontPage.tsx');
const LANDING_TITLE = 'Join the Future of Choice';

/** `/`: the landing page, or on a host a published configurator claims, its storefront (without the site's frame). */
async function homeRoute() {
  const hosted = await hostStorefront();
  if (!hosted) return { loader: landingRedirect, Component: (await landing()).LandingPage };
  const m = await storefront();
  return { loader: ({ request }: LoaderFunctionArgs) => m.loadStorefront(hosted.id, new URL(request.url), request.signal), Component: m.StorefrontPage };
}

/** Every route of application.md §2.1 and §2.2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: 'c/:id',
            handle: { title: storefrontTitle, colours: (data) => storefrontRouteColours(data) ?? null } satisfies RouteHandle,
            lazy: async () => {
              const m = await storefront();
              return { loader: m.storefrontLoader, Component: m.StorefrontPage };
            },
          },
          // the public site
          {
            lazy: async () => {
              const [m, hosted] = await Promise.all([shell(), hostStorefront()]);
              return { Component: hosted ? m.HostedShell : m.PublicShell };
            },
            children: [
              { index: true, handle: { title: (data: unknown) => (data ? storefrontTitle(data) : LANDING_TITLE), colours: storefrontRouteColours } satisfies RouteHandle, lazy: homeRoute },
              { path: 'landing', handle: { title: LANDING_TITLE }, lazy: lazyRoute(landing, (m) => m.LandingPage) },
              { path: 'blog', handle: { title: 'Blog' }, lazy: lazyRoute(() => import('./public/BlogListPage.tsx'), (m) => m.BlogListPage) },
              {
                path: 'blog/:blogName',
                handle: { title: articleTitle },
                lazy: async () => {
                  const m = await article();
                  return { Component: m.ArticlePage, loader: m.articleLoader('blog', 'blogName') };
                },
              },
              {
                path: 'usecase/:learnmoreName',
                handle: { title: articleTitle },
                lazy: async () => {
                  const m = await article();
                  return { Component: m.ArticlePage, loader: m.articleLoader('learnmore', 'learnmoreName') };
                },
              },
              { path: 'legal', ...redirectRoute('/legal/terms') },
              {
                path: 'legal/:legalName',
                handle: { title: articleTitle },
                lazy: async () => {
                  const m = await article();
                  return { Component: m.ArticlePage, loader: m.articleLoader('legal', 'legalName') };
                },
              },
            ],
          },
          // sign-in screens and pages without a frame
          {
            lazy: lazyRoute(() => import('./public/BareLayout.tsx'), (m) => m.BareLayout),
            children: [
              { path: 'login', handle: { title: 'Sign in' }, lazy: lazyRoute(() => import('./auth/SignInPage.tsx'), (m) => m.SignInPage) },
              { path: 'invitation/:code', handle: { title: 'Accept invitation' }, lazy: lazyRoute(() => import('./auth/InvitationPage.tsx'), (m) => m.InvitationPage) },
              { path: 'oauth', handle: { title: 'Signed in' }, lazy: lazyRoute(() => import('./auth/OAuthReturnPage.tsx'), (m) => m.OAuthReturnPage) },
              { path: '404', handle: { title: 'Page not found' }, lazy: lazyRoute(() => import('./public/NotFoundPage.tsx'), (m) => m.NotFoundPage) },
              // after logout or a workspace switch the app reloads from here, signed in or not
              { path: 'wait', handle: { title: 'Please wait' }, lazy: lazyRoute(() => import('./public/WaitPage.tsx'), (m) => m.WaitPage) },
            ],
          },
          { path: 'denied', ...redirectRoute('/404') },
          // the signed-in area: the login guard runs on every navigation
          {
            id: 'app',
            loader: requireSession,
            shouldRevalidate: alwaysRevalidate,
            lazy: lazyRoute(() => import('./frame/Frame.tsx'), (m) => m.default),
            children: [
              { path: 'dashboard', handle: { title: 'Dashboard' }, lazy: lazyRoute(() => import('./dashboard/DashboardPage.tsx'), (m) => m.DashboardPage) },
              { path: 'products', handle: { title: 'Products' }, lazy: lazyRoute(() => import('./products/ProductsPage.tsx'), (m) => m.ProductsPage) },
              {
                path: 'products/:id',
                loader: resourceGuard('modules', 'id'),
                handle: { title: 'Product editor', menuType: 'NONE' } satisfies RouteHandle,
                lazy: lazyRoute(() => import('./products/editor/ProductEditor.tsx'), (m) => m.ProductEditor),
              },
              { path: 'configurators', handle: { title: 'Configurators' }, lazy: lazyRoute(configurators, (m) => m.ConfiguratorsPage) },
              {
                path: 'configurators/:id',
                handle: { title: 'Configurator' },
                lazy: lazyRoute(configuratorEditor, (m) => m.ConfiguratorEditor),
                children: [
                  { index: true, ...redirectRoute('general') },
                  ...CONFIGURATOR_SECTIONS.map(({ path, title }) => ({
                    path,
                    handle: { title } satisfies RouteHandle,
                    lazy: lazyRoute(configuratorSections, (m) => m.CONFIGURATOR_SECTION_SCREENS[path]),
                  })),
                ],
              },
              { path: 'orders', handle: { title: 'Orders' }, lazy: lazyRoute(() => import('./orders/OrdersPage.tsx'), (m) => m.OrdersPage) },
              { path: 'orders/:orderId', loader: resourceGuard('orders', 'orderId'), handle: { title: 'Order' }, lazy: lazyRoute(() => import('./orders/OrderPage.tsx'), (m) => m.OrderPage) },
              { path: 'customers', handle: { title: 'Customers' }, lazy: lazyRoute(() => import('./customers/CustomersPage.tsx'), (m) => m.CustomersPage) },
              { path: 'customers/:customerId', handle: { title: 'Customer' }, lazy: lazyRoute(() => import('./customers/CustomerPage.tsx'), (m) => m.CustomerPage) },
              { path: 'production', handle: { title: 'Production' }, lazy: lazyRoute(() => import('./production/ProductionPage.tsx'), (m) => m.ProductionPage) },
              {
                path: 'production/:workbatchId',
                loader: resourceGuard('workbatches', 'workbatchId'),
                handle: { title: 'Production Work Batch' },
                lazy: lazyRoute(() => import('./production/WorkBatchPage.tsx'), (m) => m.WorkBatchPage),
              },
              { path: 'workflow', handle: { title: 'Workflow' }, lazy: lazyRoute(() => import('./workflow/WorkflowPage.tsx'), (m) => m.WorkflowPage) },
              { path: 'integrations', handle: { title: 'Integrations' }, lazy: lazyRoute(() => import('./integrations/IntegrationsPage.tsx'), (m) => m.IntegrationsPage) },
              { path: 'subscription', handle: { title: 'Subscription Plan' }, lazy: lazyRoute(subscription, (m) => m.SubscriptionPage) },
              { path: 'subscription/upgrade', handle: { title: 'Upgrade' }, lazy: lazyRoute(subscription, (m) => m.UpgradePage) },
              { path: 'activity', handle: { title: 'Activity' }, lazy: lazyRoute(() => import('./activity/ActivityPage.tsx'), (m) => m.ActivityPage) },
              {
                path: 'admin-space',
                handle: { menuType: 'ADMIN_MENU' } satisfies RouteHandle,
                children: [
                  { index: true, handle: { title: 'Settings and Preferences' }, lazy: lazyRoute(adminSpace, (m) => m.AdminSpaceHome) },
                  { path: 'preferences', handle: { title: 'Preferences' }, lazy: lazyRoute(adminSpace, (m) => m.PreferencesPage) },
                  { path: 'preferences/security', handle: { title: 'Security' }, lazy: lazyRoute(adminSpace, (m) => m.SecurityPage) },
                  { path: 'profile', handle: { title: 'Profile' }, lazy: lazyRoute(adminSpace, (m) => m.ProfilePage) },
                  { path: 'billing', handle: { title: 'Billing' }, lazy: lazyRoute(adminSpace, (m) => m.BillingPage) },
                  { path: 'company-settings', handle: { title: 'Company Settings' }, lazy: lazyRoute(adminSpace, (m) => m.CompanySettingsPage) },
                  { path: 'company-settings/details', handle: { title: 'Details' }, lazy: lazyRoute(adminSpace, (m) => m.CompanyDetailsPage) },
                  { path: 'users', handle: { title: 'Users' }, lazy: lazyRoute(adminSpace, (m) => m.UsersPage) },
                  { path: 'new-workspace', handle: { title: 'New Workspace' }, lazy: lazyRoute(adminSpace, (m) => m.NewWorkspacePage) },
                ],
              },
              {
                path: 'superadmin',
                handle: { menuType: 'SUPERADMIN_MENU' } satisfies RouteHandle,
                lazy: async () => ({ loader: (await import('./frame/superadmin-guard.ts')).superadminGuard }),
                shouldRevalidate: alwaysRevalidate,
                children: [
                  { index: true, handle: { title: 'Superadmin Space' }, lazy: lazyRoute(superadmin, (m) => m.SuperadminHome) },
                  { path: 'workspaces', handle: { title: 'Workspaces' }, lazy: lazyRoute(superadmin, (m) => m.WorkspacesPage) },
                  { path: 'configurators', handle: { title: 'Configurators' }, lazy: lazyRoute(superadmin, (m) => m.PublishedConfiguratorsPage) },
                  { path: 'tasks', handle: { title: 'Tasks' }, lazy: lazyRoute(superadmin, (m) => m.AllTasksPage) },
                ],
              },
              { path: 'swagger', handle: { title: 'API Documentation' }, lazy: lazyRoute(() => import('./api-docs/ApiDocsPage.tsx'), (m) => m.ApiDocsPage) },
              {
                path: 'thememanagement',
                handle: { title: 'Theme Management' },
                lazy: lazyRoute(() => import('./theme-management/ThemeManagementPage.tsx'), (m) => m.ThemeManagementPage),
              },
              // the component showcase exists in development builds only (§2.2: test environment)
              import.meta.env.DEV
                ? { path: 'test', handle: { title: 'Component Showcase' } satisfies RouteHandle, lazy: lazyRoute(showcase, (m) => m.ComponentShowcase) }
                : { path: 'test', ...redirectRoute('/404') },
              { path: 'tasks/:id', handle: { title: 'Task', menuType: 'NONE' } satisfies RouteHandle, lazy: lazyRoute(() => import('./tasks/TaskPage.tsx'), (m) => m.TaskPage) },
            ],
          },
          { path: '*', ...redirectRoute('/404') },
        ],
      },
    ],
  },
];
