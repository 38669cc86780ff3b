/**
 * A suspended workspace (rest/model/superadmin/suspension.ts), in the words both sides use: its
 * storefronts answer 404 with this message, and the storefront page shows 'unavailable' for it.
 */
export const CONFIGURATOR_UNAVAILABLE = 'Configurator unavailable';
