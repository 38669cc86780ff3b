/**
 * The customer invite modal's rules (application.md §5): an entry must look like text@text.text, a
 * duplicate is dropped, the space key (also Enter and comma) commits what was typed, someone invited
 * already is dropped with a warning, and at least one address is needed.
 */
import type { Notice } from '../shared/messages.ts';

/** §5's simple pattern: text, @, text, dot, text. */
export const INVITE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The keys that commit the typed entry. */
export const COMMIT_KEYS = [' ', 'Enter', ',', ';'];

export const inviteTexts = {
  invalid: (entry: string) => `"${entry}" is not a valid email`,
  alreadyInvited: (entry: string) => `"${entry}" has already been invited.`,
  noEmails: (): Notice => ({ type: 'warning', title: 'No Emails Provided', description: 'Please enter at least one email.' }),
};

/** Committing one typed entry: the list with it added, or why not. A duplicate is dropped without a word. */
export function commitEntry(list: readonly string[], typed: string): { list: string[]; problem?: string } {
  const entry = typed.trim().replace(/[,;]+$/, '').trim();
  if (!entry) return { list: [...list] };
  if (!INVITE_EMAIL_PATTERN.test(entry)) return { list: [...list], problem: inviteTexts.invalid(entry) };
  const email = entry.toLowerCase();
  return { list: list.includes(email) ? [...list] : [...list, email] };
}

/** Each entry of pasted text (separated by spaces, commas or semicolons), committed in turn. */
export function commitPasted(list: readonly string[], text: string): { list: string[]; problems: string[] } {
  let current = [...list];
  const problems: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const { list: next, problem } = commitEntry(current, part);
    current = next;
    if (problem) problems.push(problem);
  }
  return { list: current, problems };
}
