/**
 * Configuration is read once, from the environment, and validated before anything starts:
 * a wrong value stops the start with a message that names the variable.
 */
import type { StripeSettings } from './model/billing/stripe-billing.ts';
import { PLANS, type Plan } from './model/identity/plans.ts';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from './model/identity/passwords.ts';
import { PROVIDER_NAMES, type ProviderName } from './model/identity/provider-catalogue.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type RateRule } from './model/identity/rate-limits.ts';
import { parseSecretKey } from './model/integrations/secret-box.ts';
import { GROUPING_TASK_PIECES } from './model/production/grouping.ts';

export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  /** an OpenID Connect issuer to discover (Google, Autodesk) */
  issuer?: string;
  /** OAuth 2 endpoints of providers without discovery (GitHub, Onshape) */
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri?: string;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** NODE_ENV=production: the demo is opt-in and its default password is refused */
  production: boolean;
  /** load the demo workspaces when the database has no workspace yet */
  seedDemo: boolean;
  /** the password of every demo user */
  demoPassword: string;
  /** e-mail domains whose users may open the superadmin space */
  superadminDomains: string[];
  /** a session ends after this long without a request … */
  sessionIdleHours: number;
  /** … and after this long in any case */
  sessionMaxHours: number;
  /** Fastify's trustProxy: take the client address from X-Forwarded-For (sign-in limits are per address) */
  trustProxy: boolean;
  /** smtp:// or smtps:// URL; without it mail is written to files under DATA_DIR/mail */
  smtpUrl?: string;
  mailFrom: string;
  /** the sign-in providers that are configured (client id and secret present) */
  providers: Partial<Record<ProviderName, ProviderConfig>>;
  /** the largest file an upload may carry (413 above it) */
  maxUploadBytes: number;
  /** Prometheus metrics at /metrics behind this bearer token; off (404) without one */
  metricsToken?: string;
  /** how long a SIGTERM waits for in-flight requests before the process exits anyway */
  shutdownTimeoutSeconds: number;
  /** answer 503 with Retry-After while the event loop lags more than this (0: never) */
  overloadMaxEventLoopDelayMs: number;
  /** the Retry-After of those answers */
  overloadRetryAfterSeconds: number;
  /** the rate limits, kept in the store so that every instance shares them (RATE_LIMIT_*) */
  rateLimits: RateLimitSettings;
  /** how many tasks this process runs at once in its worker threads (TASK_WORKERS; 0: it runs none, others do) */
  taskWorkers: number;
  /** how long a worker's claim on a task holds without renewal: a dead worker's task runs again after this (TASK_LEASE_SECONDS) */
  taskLeaseSeconds: number;
  /** how often an idle task runner looks for tasks other processes enqueued, and leases that ran out (TASK_POLL_MS); this process's enqueues wake it at once */
  taskPollMs: number;
  /** where a failed task's report goes when its workspace names no support address (SUPPORT_EMAIL) */
  supportEmail: string;
  /** a work batch of more pieces than this computes its groups as a task (PRODUCTION_GROUPING_TASK_PIECES) */
  groupingTaskPieces: number;
  /** integrations (rest/model/integrations): the key that seals their secrets, and webhook retries */
  integrations: IntegrationsConfig;
  /** Stripe billing (STRIPE_SECRET_KEY, STRIPE_PRICES, STRIPE_API_URL); without it plans are set by a superadmin */
  stripe?: StripeSettings;
}

export interface IntegrationsConfig {
  /** JOINERY_SECRET_KEY: 32 bytes in base64 or hex; without it a key is generated in DATA_DIR/secret.key */
  secretKey?: string;
  /** WEBHOOK_RETRY_BASE_MS: the wait before a failed delivery's second attempt, doubling after each */
  webhookRetryBaseMs: number;
  /** WEBHOOK_MAX_ATTEMPTS: attempts before a delivery is Failed */
  webhookMaxAttempts: number;
  /** INTEGRATIONS_POLL_MS: how often an idle worker looks for due deliveries and exports (this process's own wake it at once) */
  pollMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The demo password README documents for local use; a production start refuses it. */
export const DEFAULT_DEMO_PASSWORD = 'JoineryDemo1';
export const DEFAULT_SUPERADMIN_DOMAINS = ['joinery.app', 'joinery.dev'];

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** The environment's variables, read with one way of failing: a message naming the variable and quoting its value. */
function reader(env: NodeJS.ProcessEnv) {
  const text = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const fail = (name: string, expected: string): never => {
    throw new ConfigError(`${name} must be ${expected} (got ${JSON.stringify(env[name])})`);
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = text(name) ?? String(fallback);
    if (value !== 'true' && value !== 'false') fail(name, 'true or false');
    return value === 'true';
  };
  const hours = (name: string, fallback: number): number => {
    const value = text(name) ?? String(fallback);
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 24 * 366) fail(name, 'a whole number of hours from 1 to 8784');
    return Number(value);
  };
  /** an http(s) URL; plain http only to this machine (tests run a provider there) */
  const url = (name: string): string | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname))) throw new Error();
    } catch {
      fail(name, 'an https:// URL (http:// only for localhost)');
    }
    return value.replace(/\/$/, '');
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const value = text(name) ?? String(fallback);
    if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) fail(name, `a whole number of ${unit} from ${min} to ${max}`);
    return Number(value);
  };
  return { text, fail, flag, hours, url, wholeNumber };
}

type Reader = ReturnType<typeof reader>;

function readIntegrations({ text, fail, wholeNumber }: Reader): IntegrationsConfig {
  const secretKey = text('JOINERY_SECRET_KEY');
  if (secretKey && !parseSecretKey(secretKey)) fail('JOINERY_SECRET_KEY', '32 bytes in base64 or hex (openssl rand -base64 32)');
  return {
    secretKey,
    webhookRetryBaseMs: wholeNumber('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 24 * 60 * 60 * 1000, 'milliseconds'),
    webhookMaxAttempts: wholeNumber('WEBHOOK_MAX_ATTEMPTS', 8, 1, 50, 'attempts'),
    pollMs: wholeNumber('INTEGRATIONS_POLL_MS', 3000, 10, 60_000, 'milliseconds'),
  };
}

/** STRIPE_PRICES: `PLAN=price_id` pairs separated by commas, for the plans that can be bought online. */
function readStripe({ text, fail, url }: Reader): StripeSettings | undefined {
  const secretKey = text('STRIPE_SECRET_KEY');
  if (secretKey === undefined) return undefined;
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey)) fail('STRIPE_SECRET_KEY', 'a Stripe secret key (sk_test_… or sk_live_…)');
  const prices: StripeSettings['prices'] = {};
  for (const pair of (text('STRIPE_PRICES') ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([A-Z]+)=(price_[A-Za-z0-9]+)$/.exec(pair);
    if (!match || !(PLANS as readonly string[]).includes(match[1]) || match[1] === 'FREE') fail('STRIPE_PRICES', 'PLAN=price_id pairs separated by commas, such as SOLO=price_123,STARTUP=price_456');
    prices[match![1] as Plan] = match![2];
  }
  return { secretKey, prices, apiUrl: url('STRIPE_API_URL') };
}

/** A provider is enabled by its client id and secret together; its endpoints may be overridden (tests). */
function readProviders({ text, fail, url }: Reader): Config['providers'] {
  const providers: Config['providers'] = {};
  for (const name of PROVIDER_NAMES) {
    const prefix = name.toUpperCase();
    const clientId = text(`${prefix}_CLIENT_ID`);
    const clientSecret = text(`${prefix}_CLIENT_SECRET`);
    if (!clientId && !clientSecret) continue;
    // the message names the variable that is set and quotes it: the other one is missing
    if (!clientId) fail(`${prefix}_CLIENT_SECRET`, `set together with ${prefix}_CLIENT_ID`);
    if (!clientSecret) fail(`${prefix}_CLIENT_ID`, `set together with ${prefix}_CLIENT_SECRET`);
    providers[name] = {
      clientId: clientId!,
      clientSecret: clientSecret!,
      issuer: url(`${prefix}_ISSUER`),
      authorizationUrl: url(`${prefix}_AUTHORIZATION_URL`),
      tokenUrl: url(`${prefix}_TOKEN_URL`),
      userinfoUrl: url(`${prefix}_USERINFO_URL`),
    };
  }
  return providers;
}

/** Who signs in how: the demo's password, superadmins, sessions, mail. */
function readIdentity({ text, fail, flag, hours }: Reader, publicUrl: string) {
  const production = text('NODE_ENV') === 'production';
  const seedDemo = flag('SEED_DEMO', !production);
  const demoPassword = text('DEMO_PASSWORD') ?? DEFAULT_DEMO_PASSWORD;
  if (passwordProblem(demoPassword)) fail('DEMO_PASSWORD', `a password by the rule: ${PASSWORD_RULE_MESSAGE}`);
  if (production && seedDemo && demoPassword === DEFAULT_DEMO_PASSWORD) {
    throw new ConfigError('DEMO_PASSWORD must be set to a password of your own when NODE_ENV=production loads the demo (SEED_DEMO=true): the default is published in the README');
  }
  const superadminDomains = (text('SUPERADMIN_DOMAINS') ?? DEFAULT_SUPERADMIN_DOMAINS.join(','))
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  if (!superadminDomains.length || !superadminDomains.every((d) => DOMAIN.test(d))) fail('SUPERADMIN_DOMAINS', 'comma-separated e-mail domains such as joinery.app,joinery.dev');
  const sessionIdleHours = hours('SESSION_IDLE_HOURS', 24 * 7);
  const sessionMaxHours = hours('SESSION_MAX_HOURS', 24 * 30);
  if (sessionIdleHours > sessionMaxHours) fail('SESSION_IDLE_HOURS', `at most SESSION_MAX_HOURS (${sessionMaxHours})`);
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/\S+$/.test(smtpUrl)) fail('SMTP_URL', 'an smtp:// or smtps:// URL');
  const mailFrom = text('MAIL_FROM') ?? `Joinery <no-reply@${new URL(publicUrl).hostname}>`;
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) fail('MAIL_FROM', 'an address, optionally with a name: Joinery <no-reply@example.com>');
  return { production, seedDemo, demoPassword, superadminDomains, sessionIdleHours, sessionMaxHours, smtpUrl, mailFrom, trustProxy: flag('TRUST_PROXY', false) };
}

/** What a team running the server sets: metrics, shutdown, overload protection. */
function readOperations({ text, fail, wholeNumber }: Reader) {
  const metricsToken = text('METRICS_TOKEN');
  // it guards what the process reveals about its traffic: long enough not to be guessed, and sent as a header
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) fail('METRICS_TOKEN', 'at least 16 printable characters without spaces');
  return {
    metricsToken,
    shutdownTimeoutSeconds: wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 3600, 'seconds'),
    overloadMaxEventLoopDelayMs: wholeNumber('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000, 'milliseconds'),
    overloadRetryAfterSeconds: wholeNumber('OVERLOAD_RETRY_AFTER_SECONDS', 10, 1, 3600, 'seconds'),
  };
}

const PERIODS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** The environment variable of each rate limit, written `count/period` (`5/minute`). */
export const RATE_LIMIT_VARIABLES: Record<keyof RateLimitSettings, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  invitations: 'RATE_LIMIT_INVITATIONS',
  demoRequests: 'RATE_LIMIT_DEMO_REQUESTS',
  demoRequestsTotal: 'RATE_LIMIT_DEMO_REQUESTS_TOTAL',
  visits: 'RATE_LIMIT_VISITS',
};

/** `5/minute`: a whole number from 1, a slash, and second, minute, hour or day. */
export const formatRateRule = (rule: RateRule) => {
  const [period] = Object.entries(PERIODS).find(([, ms]) => ms === rule.windowMs)!;
  return `${rule.max}/${period}`;
};

function readRateLimits({ text, fail }: Reader): RateLimitSettings {
  const entries = Object.entries(RATE_LIMIT_VARIABLES).map(([key, name]) => {
    const value = text(name) ?? formatRateRule(DEFAULT_RATE_LIMITS[key as keyof RateLimitSettings]);
    const match = /^(\d{1,9})\s*\/\s*(second|minute|hour|day)$/.exec(value);
    if (!match || Number(match[1]) < 1) fail(name, 'a count from 1 per second, minute, hour or day, such as 5/minute');
    return [key, { max: Number(match![1]), windowMs: PERIODS[match![2]] }];
  });
  return Object.fromEntries(entries) as RateLimitSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = reader(env);
  const { text, fail } = read;

  const portText = text('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail('PORT', 'a whole number from 1 to 65535');

  const mongodbUri = text('MONGODB_URI');
  if (mongodbUri && !/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) fail('MONGODB_URI', 'a mongodb:// or mongodb+srv:// connection string');

  const publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  try {
    const parsed = new URL(publicUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    fail('PUBLIC_URL', 'an http:// or https:// URL');
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`);

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
    ...readIdentity(read, publicUrl),
    providers: readProviders(read),
    maxUploadBytes,
    ...readOperations(read),
    rateLimits: readRateLimits(read),
    stripe: readStripe(read),
    integrations: readIntegrations(read),
    ...readTasks(read, publicUrl),
  };
}

/** The task runner of this process (issue 21 §1) and where failure reports go. */
function readTasks({ text, fail, wholeNumber }: Reader, publicUrl: string) {
  const supportEmail = text('SUPPORT_EMAIL') ?? `support@${new URL(publicUrl).hostname}`;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(supportEmail)) fail('SUPPORT_EMAIL', 'an e-mail address such as support@example.com');
  return {
    taskWorkers: wholeNumber('TASK_WORKERS', 2, 0, 64, 'worker threads'),
    taskLeaseSeconds: wholeNumber('TASK_LEASE_SECONDS', 30, 1, 3600, 'seconds'),
    groupingTaskPieces: wholeNumber('PRODUCTION_GROUPING_TASK_PIECES', GROUPING_TASK_PIECES, 0, 10_000_000, 'pieces'),
    taskPollMs: wholeNumber('TASK_POLL_MS', 3000, 10, 60_000, 'milliseconds'),
    supportEmail,
  };
}
