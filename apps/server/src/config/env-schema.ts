import { z } from 'zod';

/*
 * The environment variables the server reads, each with its check and default; config.ts turns
 * the checked values into the Config the app is built from.
 */

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
  /** Comma-separated IPs or CIDRs allowed to reach the operator console and /admin/api; empty: any. */
  ADMIN_IP_ALLOW_LIST: z.string().default(''),
  /** Where the built operator console lives (served under /admin/). */
  ADMIN_DIST: z.string().optional(),
  /**
   * Serve the operator console (and /admin/api) only on requests for this host (e.g.
   * `console.example.com`, or `127.0.0.1:8081` behind a second listener): elsewhere both answer 404.
   */
  ADMIN_HOST: z.string().min(1).optional(),
  /** Where the built SPA lives; the server serves it with a history-mode fallback. */
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  /** Requests per minute per client IP across the API (abusable calls have tighter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Inactivity after which a member token expires. */
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
  /** The OpenAPI documentation at /docs and /docs/json: on by default only in development and test. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** The built-in pretend gateway: on by default only in development and test (it takes no real money). */
  SANDBOX_PSP: z.enum(['on', 'off']).optional(),
  /** Delay before the sandbox PSP sends its webhook after the Pay click (retries wait longer). */
  SANDBOX_PSP_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** A disbursed withdrawal the member has not answered counts as received after this long. */
  WITHDRAWAL_AUTO_CONFIRM_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  /** Browser journeys only: a wall clock they can move forward (lib/test-clock.ts). Refused unless NODE_ENV=test. */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
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
export const withProviderSettings = envSchema.superRefine((e, ctx) => {
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
  if (e.TEST_CLOCK === 'on' && e.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'only allowed with NODE_ENV=test' });
  }
});

export type Env = z.infer<typeof envSchema>;
