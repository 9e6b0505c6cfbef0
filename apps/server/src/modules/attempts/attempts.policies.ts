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

export const ATTEMPT_POLICIES = {
  /** Member login per account: few before a captcha, then progressively longer lock-outs. */
  account: {
    windowMs: 15 * MINUTE,
    captchaAfter: 3,
    locks: [
      { failures: 12, lockMs: 30 * MINUTE },
      { failures: 8, lockMs: 5 * MINUTE },
      { failures: 5, lockMs: MINUTE },
    ],
  },
  /** Member login per client address: more room, since many people can share one network. */
  ip: {
    windowMs: 15 * MINUTE,
    captchaAfter: 10,
    locks: [
      { failures: 60, lockMs: 60 * MINUTE },
      { failures: 30, lockMs: 5 * MINUTE },
    ],
  },
  /** Back-office login per operator name: no captcha, so the lock comes sooner. */
  operator: {
    windowMs: 15 * MINUTE,
    locks: [
      { failures: 10, lockMs: 60 * MINUTE },
      { failures: 5, lockMs: 15 * MINUTE },
    ],
  },
  /** The six-digit payment password per member: a million combinations, so few tries. */
  paypass: {
    windowMs: 60 * MINUTE,
    locks: [
      { failures: 10, lockMs: 24 * 60 * MINUTE },
      { failures: 5, lockMs: 30 * MINUTE },
    ],
  },
  /** Re-entering the login password inside a session (password change, first payment password). */
  oldpass: {
    windowMs: 60 * MINUTE,
    locks: [
      { failures: 10, lockMs: 24 * 60 * MINUTE },
      { failures: 5, lockMs: 30 * MINUTE },
    ],
  },
} as const satisfies Record<string, AttemptPolicy>;

export type AttemptScope = keyof typeof ATTEMPT_POLICIES;
export type AttemptKey = { merchantId: number; scope: AttemptScope; subject: string };

export const policyOf = (scope: AttemptScope): AttemptPolicy => ATTEMPT_POLICIES[scope];
