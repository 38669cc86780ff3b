import { badRequest } from '../errors.ts';

/**
 * application.md §5: local@domain with a dotted domain ending in at least 2 letters, or an IP literal.
 * E-mail addresses are compared and stored in lower case: Ada@Example.com and ada@example.com are
 * one person.
 */
const EMAIL = /^[^\s@<>(),;:"[\]]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

export function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A plain-text list of addresses separated by `;` or `,` (line breaks and spaces around them are
 * fine): each address once, in lower case, in the order given. Anything that is not an address is
 * a 400 that quotes it.
 */
export function parseEmailList(text: string, field = 'body'): string[] {
  const entries = text.split(/[;,\n]/).map((e) => e.trim()).filter(Boolean);
  if (!entries.length) throw badRequest(`${field} must hold at least one e-mail address, separated by ; or ,`);
  const wrong = entries.filter((e) => !isEmail(e));
  if (wrong.length) throw badRequest(`${field}: ${wrong.map((e) => JSON.stringify(e)).join(', ')} ${wrong.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}`);
  return [...new Set(entries.map(normalEmail))];
}
