/**
 * Integration secrets (auth headers, signing secrets) are stored encrypted with AES-256-GCM under a
 * key from the environment (JOINERY_SECRET_KEY, 32 bytes as base64 or hex). Without one, a key is
 * generated once and kept in the data folder (DATA_DIR/secret.key, readable by its owner only), so a
 * development server keeps its secrets across restarts; production sets the variable.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Sealed {
  /** base64 of the 12-byte nonce, the 16-byte tag and the ciphertext */
  iv: string;
  tag: string;
  data: string;
}

const KEY_FILE = 'secret.key';

/** The key as configured: 32 bytes in base64 or hex; undefined when the text is neither. */
export function parseSecretKey(text: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

/** The configured key, or the data folder's generated one (made on first use). */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = parseSecretKey(configured);
    if (!key) throw new Error('JOINERY_SECRET_KEY must be 32 bytes in base64 or hex');
    return key;
  }
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance over the same folder made it first: its key is the one
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = parseSecretKey(readFileSync(file, 'utf8').trim());
  if (key) return key;
  throw new Error(`${file} does not hold a 32-byte key: set JOINERY_SECRET_KEY or remove the file (secrets sealed with it are then lost)`);
}

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('an AES-256 key is 32 bytes');
  }

  seal(plain: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
  }

  open(sealed: Sealed): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
  }
}
