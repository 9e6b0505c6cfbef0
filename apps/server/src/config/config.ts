import path from 'node:path';
import { withProviderSettings, type Env } from './env-schema.ts';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string; synchronous: 'normal' | 'full' } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  trustedProxies: string[];
  webDist: string;
  adminDist: string;
  /** Only this Host reaches the console and /admin/api; null: every host. */
  adminHost: string | null;
  serveWeb: boolean;
  captchaTestText: string | null;
  /** Browser journeys move the wall clock through /__test/clock (lib/test-clock.ts); never in production. */
  testClock: boolean;
  challenge: { provider: 'siteverify'; verifyUrl: string; secret: string; siteKey: string } | null;
  sessionIdleMinutes: number;
  rateLimitPerMinute: number;
  /** /docs (the OpenAPI UI) and /docs/json are served: a map of every call is no one's business in production. */
  apiDocs: boolean;
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
  /** IPs or CIDRs that may reach the console and /admin/api; empty: every address. */
  adminIpAllowList: string[];
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
    adminDist: e.ADMIN_DIST
      ? path.resolve(cwd, e.ADMIN_DIST)
      : path.resolve(import.meta.dirname, '../../../admin/dist'),
    adminHost: e.ADMIN_HOST?.toLowerCase() ?? null,
    captchaTestText: e.CAPTCHA_TEST_TEXT ?? null,
    testClock: e.TEST_CLOCK === 'on',
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
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
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
    adminIpAllowList: e.ADMIN_IP_ALLOW_LIST.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
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
