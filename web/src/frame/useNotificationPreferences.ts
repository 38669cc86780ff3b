import { useEffect, useState } from 'react';
import { requestJson } from '../app/http.ts';
import type { NotificationFeed } from './notifications/useNotificationFeed.ts';

/** Sent by the Preferences screen when the user changes which notifications the bell shows. */
export const PREFERENCES_CHANGED = 'joinery:preferences-changed';
type Shown = Record<string, boolean>;

/**
 * The bell's feed as the user's notification settings want it (/admin-space/preferences): a type
 * turned off is not shown. The settings are read once with the frame and again when changed.
 */
export function useNotificationPreferences(feed: NotificationFeed): NotificationFeed {
  const [shown, setShown] = useState<Shown>({});
  useEffect(() => {
    let live = true;
    const load = () =>
      requestJson<{ notifications: Shown }>('/api/users/me/preferences')
        .then((preferences) => live && setShown(preferences.notifications))
        .catch(() => {
          // without the settings the bell shows everything
        });
    void load();
    window.addEventListener(PREFERENCES_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(PREFERENCES_CHANGED, load);
    };
  }, []);
  return { ...feed, items: feed.items.filter((item) => shown[item.type] !== false) };
}
