/**
 * A user's preferences (application.md §2.2 /admin-space/preferences) as GET and PUT
 * /api/users/me/preferences answer them: the server keeps them (rest/model/identity/preferences.ts),
 * the Preferences screen and the bell read them.
 */
export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
/** what the bell can show; each may be turned off (the Preferences screen) */
export const NOTIFICATION_TYPES = ['task', 'integration', 'order'] as const;

export interface PreferencesView {
  colourMode: (typeof COLOUR_MODES)[number];
  /** by notification type: whether the bell shows it */
  notifications: Record<(typeof NOTIFICATION_TYPES)[number], boolean>;
}
