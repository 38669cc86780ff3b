import type { Access } from '../model/identity/operation-access.ts';

/**
 * Who may call an operation (rest/model/identity/operation-access.ts), declared next to its definition as Fastify route config:
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
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** the operation also takes an API token as `?token=` (images an <img> loads: application.md §7 avatars) */
    queryToken?: boolean;
    /**
     * the handler decides per operation what a read-scoped token may call, instead of the method:
     * GraphQL, whose queries come by POST too (the gateway refuses mutations to read tokens)
     */
    scopeByOperation?: boolean;
    /** the route checks the request's credentials itself (/metrics, whose token is no API token): the access hook leaves it alone */
    ownCredentials?: boolean;
    /** a bearer token that does not work counts as signed out instead of a 401 (GET /api/auth/session: 200 either way) */
    badTokenSignsOut?: boolean;
  }
}

/** What each level means, for the OpenAPI document and messages. */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'anyone, signed out too',
  signedIn: 'any signed-in user or API token; the resource rules decide',
  member: 'a member of the current workspace other than a guest',
  editor: 'an editor or admin of the current workspace',
  admin: 'an admin of the current workspace',
  superadmin: 'a superadmin (an e-mail domain of SUPERADMIN_DOMAINS)',
};

/** Methods that change state: a read-scoped token may not call them, and with a session they must come from Joinery's own pages. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token scope an operation needs, from its method. */
export const tokenScopeOf = (method: string): 'read' | 'read-write' => (UNSAFE_METHODS.has(method) ? 'read-write' : 'read');
