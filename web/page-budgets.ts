import type { PageBudget } from './size-budget.ts';

/** the entry chunk's facade is the page (src/main.tsx is its script) */
const ENTRY = 'index.html';
const FRAME = 'src/frame/Frame.tsx';

/** A signed-in screen's first load: the entry, the frame and the screen, gzipped (issue 17). */
export const SIGNED_IN_MAX_KIB = 300;
/** The public site's first load, gzipped. */
export const PUBLIC_MAX_KIB = 200;
/** A customer's first load of a storefront before its 3D view, gzipped (issue 18). */
export const STOREFRONT_MAX_KIB = 200;

/**
 * What the landing page and each signed-in screen load; the build fails above these. A dialog, menu
 * or popover loads its code when first opened (shared/whenOpened.tsx), so it is not counted here.
 */
export const PAGE_BUDGETS: PageBudget[] = [
  { page: 'landing page', modules: [ENTRY, 'src/public/PublicShell.tsx', 'src/public/LandingPage.tsx'], maxKiB: PUBLIC_MAX_KIB },
  // the storefront at /c/{id}; its 3D view (three.js, @react-three/fiber) is a further chunk, loaded where WebGL works
  { page: 'storefront (before its 3D view)', modules: [ENTRY, 'src/storefront/StorefrontPage.tsx'], maxKiB: STOREFRONT_MAX_KIB },
  { page: 'products (signed in)', modules: [ENTRY, FRAME, 'src/products/ProductsPage.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
  { page: 'dashboard (signed in)', modules: [ENTRY, FRAME, 'src/dashboard/DashboardPage.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
  { page: 'superadmin space', modules: [ENTRY, FRAME, 'src/superadmin/screens.ts'], maxKiB: SIGNED_IN_MAX_KIB },
  { page: 'configurators (signed in)', modules: [ENTRY, FRAME, 'src/configurators/ConfiguratorsPage.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
  // the editors render a whole form at once (react-hook-form, tags input); a tooltip's positioning
  // engine loads on the first tooltip shown (shared/Tooltip.tsx), the 3D preview (three.js) only for a
  // module with a mesh or CAD file, and a CAD file's conversion (a worker and OpenCascade's .wasm) only
  // for such a file
  { page: 'configurator editor (signed in)', modules: [ENTRY, FRAME, 'src/configurators/ConfiguratorEditor.tsx', 'src/configurators/sections.ts'], maxKiB: SIGNED_IN_MAX_KIB },
  { page: 'product editor', modules: [ENTRY, FRAME, 'src/products/editor/ProductEditor.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
  // Swagger UI itself comes from the server's /api/docs/static when the page opens (api-docs/swagger-ui.ts)
  { page: 'API documentation', modules: [ENTRY, FRAME, 'src/api-docs/ApiDocsPage.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
  // the diagram (React Flow, dagre) is a further chunk, loaded as the screen opens
  { page: 'order workflow (signed in)', modules: [ENTRY, FRAME, 'src/workflow/WorkflowPage.tsx'], maxKiB: SIGNED_IN_MAX_KIB },
];
