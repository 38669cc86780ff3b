/**
 * The configurator's global settings (§2.2: general, auth, theme, images, features): the route of
 * each, its sub-menu entry and screen title. Kept apart from the screens so the route table can
 * name them without loading them.
 */
export const CONFIGURATOR_SECTIONS = [
  { path: 'general', title: 'General' },
  { path: 'auth', title: 'Authentication' },
  { path: 'theme', title: 'Theme' },
  { path: 'images', title: 'Images' },
  { path: 'features', title: 'Features' },
] as const;

export type ConfiguratorSectionPath = (typeof CONFIGURATOR_SECTIONS)[number]['path'];
