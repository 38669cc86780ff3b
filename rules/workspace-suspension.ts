/**
 * A suspended workspace (rest/model/superadmin/suspension.ts), in the words both sides use: its
 * storefronts answer 404 with this message, and the storefront page shows 'unavailable' for it; its
 * members' writes are refused, and the app's frame says so, in the same words.
 */
export const CONFIGURATOR_UNAVAILABLE = 'Configurator unavailable';

/** What a suspended workspace's members read: the refusal of a write, and the banner over its screens. */
export const suspendedMessage = (name: string) =>
  `${name} is suspended: its work can be read but not changed. Contact the Joinery team to resume it.`;
