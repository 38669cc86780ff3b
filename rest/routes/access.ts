/**
 * Who may call an operation, declared next to its definition as Fastify route config:
 *
 *   app.route({ method: 'GET', url: '/api/version', config: { access: 'public' }, … })
 *
 * One hook (the identity layer) reads `request.routeOptions.config.access` before the handler runs,
 * so an operation without a declaration is never open by accident: the default is 'signedIn'.
 * The route-level check is coarse (is there a session or token, which role in the current
 * workspace); every resource rule (owner, sharing, public, multiWorkspace) stays in the model.
 * A read-scoped API token may call only GET and HEAD operations; that follows from the method.
 * The OpenAPI document and the permission tests read the same declarations.
 */
export const ACCESS_LEVELS = [
  /** anyone, signed out too: auth, /api/version, website content, public reads of published configurators */
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

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
