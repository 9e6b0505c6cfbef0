/**
 * How many failed attempts each kind of secret tolerates within a window, and how long each tier
 * locks it. Scopes are stored in login_throttles.scope (at most 10 characters).
 */
export type AttemptPolicy = {
  windowMs: number;
  /** Failures after which a captcha is asked for (member login only). */
  captchaAfter?: number;
  /** Lock tiers, longest first: the first one whose threshold is reached applies. */
  locks: readonly { failures: number; lockMs: number }[];
};

const MINUTE = 60_000;

/** A lock tier: `failures` failures within the window lock the secret for `lockMs`. */
const lockAfter = (failures: number, lockMs: number) => ({ failures, lockMs });

export const ATTEMPT_POLICIES = {
  /** Member login per account: few before a captcha, then progressively longer lock-outs. */
  account: {
    windowMs: 15 * MINUTE,
    captchaAfter: 3,
    locks: [lockAfter(12, 30 * MINUTE), lockAfter(8, 5 * MINUTE), lockAfter(5, MINUTE)],
  },
  /** Member login per client address: more room, since many people can share one network. */
  ip: {
    windowMs: 15 * MINUTE,
    captchaAfter: 10,
    locks: [lockAfter(60, 60 * MINUTE), lockAfter(30, 5 * MINUTE)],
  },
  /** Back-office login per operator name: no captcha, so the lock comes sooner. */
  operator: {
    windowMs: 15 * MINUTE,
    locks: [lockAfter(10, 60 * MINUTE), lockAfter(5, 15 * MINUTE)],
  },
  /** The six-digit payment password per member: a million combinations, so few tries. */
  paypass: {
    windowMs: 60 * MINUTE,
    locks: [lockAfter(10, 24 * 60 * MINUTE), lockAfter(5, 30 * MINUTE)],
  },
  /** Re-entering the login password inside a session (password change, first payment password). */
  oldpass: {
    windowMs: 60 * MINUTE,
    locks: [lockAfter(10, 24 * 60 * MINUTE), lockAfter(5, 30 * MINUTE)],
  },
} as const satisfies Record<string, AttemptPolicy>;

export type AttemptScope = keyof typeof ATTEMPT_POLICIES;
export type AttemptKey = { merchantId: number; scope: AttemptScope; subject: string };

export const policyOf = (scope: AttemptScope): AttemptPolicy => ATTEMPT_POLICIES[scope];
