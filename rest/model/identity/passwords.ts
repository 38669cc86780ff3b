import type * as Argon2 from '@node-rs/argon2';

/** application.md §5, shown wherever a password is refused. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, must include lower and upper case characters and at least one number';

/** Letters, digits and the printable ASCII punctuation (space included); long enough for passphrases. */
const ALLOWED = /^[A-Za-z0-9 !-/:-@[-`{-~]*$/;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password breaks the §5 rule, or undefined when it keeps it. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string') return PASSWORD_RULE_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_MESSAGE;
  if (!ALLOWED.test(password)) return 'Password may hold only letters, digits and common punctuation';
  return undefined;
}

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, and
 * memory-hard, so guessing a stolen hash costs memory as well as time. Parameters travel inside
 * each hash, so raising them later only affects new hashes.
 */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules)
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2's native library loads with the first password hashed or checked, not at every start (it is resident memory from then on) */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, ARGON2);
}

let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such user, or one who signs in only
 * through a provider) a decoy hash is checked anyway, so the answer takes as long either way and
 * the time does not tell which e-mails have accounts.
 */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  const { verify } = await loadArgon2();
  if (!stored) {
    decoy ??= hashPassword('decoy password that matches nothing 1A');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
