import { requestJson } from '../app/http.ts';
import { forgetSession } from '../app/session.ts';
import { messages, type Notice } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';

const PENDING_NOTICE = 'joinery:pending-notice';

/** A message to show once the page has reloaded (after a workspace switch). */
export function noticeAfterReload(notice: Notice): void {
  sessionStorage.setItem(PENDING_NOTICE, JSON.stringify(notice));
}

/** Shows the message a reload carried over, once. */
export function showPendingNotice(): void {
  const pending = sessionStorage.getItem(PENDING_NOTICE);
  if (!pending) return;
  sessionStorage.removeItem(PENDING_NOTICE);
  try {
    notify(JSON.parse(pending) as Notice);
  } catch {
    // a damaged entry is dropped
  }
}

/** The /wait page's address: it reloads the app at `to`. */
export const waitPath = (to: string) => `/wait?to=${encodeURIComponent(to)}`;

/** Log out: end the session, then reload through /wait; a failure keeps the user here with the §8 message. */
export async function logOut(go: (path: string) => void): Promise<void> {
  try {
    await requestJson('/api/auth/logout', { method: 'POST' });
  } catch {
    notify(messages.logoutFailed());
    return;
  }
  forgetSession();
  go(waitPath('/'));
}
