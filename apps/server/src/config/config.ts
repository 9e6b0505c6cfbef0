import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for the embedded SQLite)')
    .optional(),
  /**
   * SQLite only: `normal` (default) makes a commit durable against a crash of the server process
   * and fsyncs at checkpoints; `full` fsyncs every commit, which survives power loss too at a
   * fraction of the write rate. README "Durability of SQLite commits".
   */
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated IPs or CIDRs of reverse proxies whose X-Forwarded-For we believe. */
  TRUSTED_PROXIES: z.string().default(''),
  /** Where the built SPA lives; the server serves it with a history-mode fallback. */
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  /** Inactivity after which a member token expires. */
  /** Requests per minute per client IP across the API (abusable calls have tighter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(120),
  /** `outbox` (default) keeps SMS in the database for tests and the CLI; `http` posts to a gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** Sender id or number the gateway shows. */
  SMS_HTTP_FROM: z.string().min(1).max(32).default('Arcadia'),
  /** `outbox` (default) keeps e-mail in the database; `smtp` sends through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** HMAC key of the sandbox PSP's webhooks; unset: one is generated and kept in the database. */
  SANDBOX_PSP_SECRET: z.string().min(16).optional(),
  /** Hub88 integration: the aggregator's API, our operator id and key (PEM), its public key (PEM). */
  HUB88_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().optional(),
  HUB88_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  HUB88_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  /** The built-in sandbox game aggregator (Hub88 protocol): on by default only in development and test. */
  SANDBOX_AGGREGATOR: z.enum(['on', 'off']).optional(),
  /** The built-in pretend gateway: on by default only in development and test (it takes no real money). */
  SANDBOX_PSP: z.enum(['on', 'off']).optional(),
  /** Delay before the sandbox PSP sends its webhook after the Pay click (retries wait longer). */
  SANDBOX_PSP_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** A disbursed withdrawal the member has not answered counts as received after this long. */
  WITHDRAWAL_AUTO_CONFIRM_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  /** Browser journeys only: every captcha shows this text. Refused unless NODE_ENV=test. */
  CAPTCHA_TEST_TEXT: z
    .string()
    .regex(/^[A-Za-z0-9]{4}$/, 'four letters or digits')
    .optional(),
  /** Third-party human verification (reCAPTCHA, hCaptcha, Turnstile all speak "siteverify"). Off by default. */
  CHALLENGE_PROVIDER: z.enum(['none', 'siteverify']).default('none'),
  CHALLENGE_VERIFY_URL: z.url().optional(),
  CHALLENGE_SECRET: z.string().min(1).optional(),
  CHALLENGE_SITE_KEY: z.string().min(1).optional(),
  /** In-house bet limits per game, e.g. `dice=0.10-1000,mines=1-500` (unnamed games keep their defaults). */
  BGS_BET_LIMITS: z
    .string()
    .regex(
      /^(\w+=\d{1,9}(\.\d{1,2})?-\d{1,9}(\.\d{1,2})?)(,\w+=\d{1,9}(\.\d{1,2})?-\d{1,9}(\.\d{1,2})?)*$/,
      'game=min-max,…',
    )
    .optional(),
  /** Live Crash: the betting phase before each flight, and how fast the multiplier grows (2× after ln 2 / k ms). */
  CRASH_BETTING_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  CRASH_GROWTH_PER_MS: z.coerce.number().min(0.00001).max(0.01).default(0.00015),
  /** Rounds per Crash hash chain (a new chain, published before its first round, follows the last). */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).default(1_000_000),
  /** Inactivity after which an operator token expires. */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Background jobs: how often a server looks for due work, and how long a job's lease lasts unrenewed. */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});

/** A provider's settings become required once it is selected; each missing one is named. */
const withProviderSettings = envSchema.superRefine((e, ctx) => {
  const need = (when: boolean, name: keyof typeof e, provider: string) => {
    if (when && !e[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when ${provider}` });
  };
  need(e.SMS_PROVIDER === 'http', 'SMS_HTTP_URL', 'SMS_PROVIDER=http');
  need(e.SMS_PROVIDER === 'http', 'SMS_HTTP_TOKEN', 'SMS_PROVIDER=http');
  need(e.EMAIL_PROVIDER === 'smtp', 'SMTP_URL', 'EMAIL_PROVIDER=smtp');
  need(e.EMAIL_PROVIDER === 'smtp', 'MAIL_FROM', 'EMAIL_PROVIDER=smtp');
  need(e.CHALLENGE_PROVIDER === 'siteverify', 'CHALLENGE_VERIFY_URL', 'CHALLENGE_PROVIDER=siteverify');
  need(e.CHALLENGE_PROVIDER === 'siteverify', 'CHALLENGE_SECRET', 'CHALLENGE_PROVIDER=siteverify');
  need(e.CHALLENGE_PROVIDER === 'siteverify', 'CHALLENGE_SITE_KEY', 'CHALLENGE_PROVIDER=siteverify');
  if (e.CAPTCHA_TEST_TEXT && e.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['CAPTCHA_TEST_TEXT'], message: 'only allowed with NODE_ENV=test' });
  }
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string; synchronous: 'normal' | 'full' } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustedProxies: string[];
  webDist: string;
  serveWeb: boolean;
  captchaTestText: string | null;
  challenge: { provider: 'siteverify'; verifyUrl: string; secret: string; siteKey: string } | null;
  sessionIdleMinutes: number;
  rateLimitPerMinute: number;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; token: string; from: string };
  email: { provider: 'outbox' } | { provider: 'smtp'; url: string; from: string };
  payments: {
    /** The sandbox gateway runs (its channels offered, its checkout and webhook served). */
    sandboxEnabled: boolean;
    sandboxSecret: string | null;
    sandboxWebhookDelayMs: number;
    withdrawalAutoConfirmMinutes: number;
  };
  operatorSessionIdleMinutes: number;
  /** In-house bet limits as written in BGS_BET_LIMITS (the bgs module parses them over its defaults). */
  bgsBetLimits: string | null;
  /** Live Crash timing and chain size (CRASH_*). */
  crash: { bettingMs: number; growthPerMs: number; chainLength: number };
  jobs: { pollMs: number; leaseMs: number };
  /** The built-in sandbox aggregator runs (its demo studios launch, its wallet calls are accepted). */
  sandboxAggregator: boolean;
  /**
   * Null unless a HUB88_* setting is given. The wallet routes take Hub88's calls only with its
   * public key; launching and games:sync need the API address, operator id and our private key.
   */
  hub88: {
    apiUrl: string | null;
    operatorId: number | null;
    privateKeyFile: string | null;
    publicKeyFile: string | null;
  } | null;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad variable stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = withProviderSettings.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'arcadia.db'), synchronous: e.SQLITE_SYNCHRONOUS },
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.resolve(import.meta.dirname, '../../../web/dist'),
    serveWeb: e.SERVE_WEB,
    captchaTestText: e.CAPTCHA_TEST_TEXT ?? null,
    challenge:
      e.CHALLENGE_PROVIDER === 'siteverify'
        ? {
            provider: 'siteverify',
            verifyUrl: e.CHALLENGE_VERIFY_URL!,
            secret: e.CHALLENGE_SECRET!,
            siteKey: e.CHALLENGE_SITE_KEY!,
          }
        : null,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    sms:
      e.SMS_PROVIDER === 'http'
        ? { provider: 'http', url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN!, from: e.SMS_HTTP_FROM }
        : { provider: 'outbox' },
    email:
      e.EMAIL_PROVIDER === 'smtp' ? { provider: 'smtp', url: e.SMTP_URL!, from: e.MAIL_FROM! } : { provider: 'outbox' },
    payments: {
      sandboxEnabled: e.SANDBOX_PSP ? e.SANDBOX_PSP === 'on' : e.NODE_ENV !== 'production',
      sandboxSecret: e.SANDBOX_PSP_SECRET ?? null,
      sandboxWebhookDelayMs: e.SANDBOX_PSP_WEBHOOK_DELAY_MS,
      withdrawalAutoConfirmMinutes: e.WITHDRAWAL_AUTO_CONFIRM_MINUTES,
    },
    operatorSessionIdleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES,
    bgsBetLimits: e.BGS_BET_LIMITS ?? null,
    crash: { bettingMs: e.CRASH_BETTING_MS, growthPerMs: e.CRASH_GROWTH_PER_MS, chainLength: e.CRASH_CHAIN_LENGTH },
    jobs: { pollMs: e.JOBS_POLL_MS, leaseMs: e.JOBS_LEASE_MS },
    sandboxAggregator: e.SANDBOX_AGGREGATOR ? e.SANDBOX_AGGREGATOR === 'on' : e.NODE_ENV !== 'production',
    hub88:
      e.HUB88_PUBLIC_KEY_FILE || e.HUB88_API_URL
        ? {
            apiUrl: e.HUB88_API_URL ?? null,
            operatorId: e.HUB88_OPERATOR_ID ?? null,
            privateKeyFile: e.HUB88_PRIVATE_KEY_FILE ? path.resolve(cwd, e.HUB88_PRIVATE_KEY_FILE) : null,
            publicKeyFile: e.HUB88_PUBLIC_KEY_FILE ? path.resolve(cwd, e.HUB88_PUBLIC_KEY_FILE) : null,
          }
        : null,
  };
}
