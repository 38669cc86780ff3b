import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe: session ids and API tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of a secret. The secrets are 256 random bits, so a plain SHA-256 is enough:
 * nobody can guess one back from its hash, and a stolen table opens no session.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
