/** The welcome pop-up's form: the workspace's name and the team's e-mails, separated by commas. */
export interface WelcomeForm {
  name: string;
  emails: string;
}

/** What 'Done' does with the welcome form (§5 'Dashboard team invite'). */
export type TeamInvitePlan =
  | { kind: 'invalid' }
  | { kind: 'close' }
  | { kind: 'send'; rename: string | null; emails: string[] };

/** The form's e-mails, trimmed, without empty entries or repeats (case-insensitive). */
export function emailEntries(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !seen.has(entry.toLowerCase()) && seen.add(entry.toLowerCase()));
}

/**
 * §5: an invalid form is refused ('Oops!'); the invitations are sent only if the form changed, the
 * e-mails are there and the name is not empty, otherwise the pop-up just closes. A changed name
 * renames the workspace with them.
 */
export function teamInvite(values: WelcomeForm, currentName: string, state: { changed: boolean; valid: boolean }): TeamInvitePlan {
  if (!state.valid) return { kind: 'invalid' };
  const name = values.name.trim();
  const emails = emailEntries(values.emails);
  const rename = name && name !== currentName ? name : null;
  if (!state.changed || !name || (!emails.length && !rename)) return { kind: 'close' };
  return { kind: 'send', rename, emails };
}
