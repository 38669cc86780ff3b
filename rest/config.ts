/**
 * Configuration is read once, from the environment, and validated before anything starts:
 * a wrong value stops the start with a message that names the variable.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri?: string;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** load the demo workspace when the database has no workspace yet */
  seedDemo: boolean;
  /** who the server acts as until sign-in exists */
  demoUser: string;
  /** the largest file an upload may carry (413 above it) */
  maxUploadBytes: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const text = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const fail = (name: string, expected: string): never => {
    throw new ConfigError(`${name} must be ${expected} (got ${JSON.stringify(env[name])})`);
  };

  const portText = text('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail('PORT', 'a whole number from 1 to 65535');

  const mongodbUri = text('MONGODB_URI');
  if (mongodbUri && !/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) fail('MONGODB_URI', 'a mongodb:// or mongodb+srv:// connection string');

  const publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    fail('PUBLIC_URL', 'an http:// or https:// URL');
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`);

  const seedText = text('SEED_DEMO') ?? 'true';
  if (seedText !== 'true' && seedText !== 'false') fail('SEED_DEMO', 'true or false');

  const demoUser = text('DEMO_USER') ?? 'admin@demo.joinery.test';
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(demoUser)) fail('DEMO_USER', 'an e-mail address');

  const uploadText = text('MAX_UPLOAD_BYTES') ?? String(200 * 1024 * 1024);
  const maxUploadBytes = Number(uploadText);
  if (!/^\d{1,15}$/.test(uploadText) || maxUploadBytes < 1) fail('MAX_UPLOAD_BYTES', 'a whole number of bytes from 1');

  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: text('DATA_DIR') ?? './data',
    mongodbUri,
    publicUrl: publicUrl.replace(/\/$/, ''),
    logLevel,
    seedDemo: seedText === 'true',
    demoUser,
    maxUploadBytes,
  };
}
