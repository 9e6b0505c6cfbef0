/**
 * How many failed attempts each kind of secret tolerates within a window, and how long each tier
 * locks it. Scopes are stored in login_throttles.scope (at most 10 characters).
 *
 * A secret that belongs to an account (a member's or operator's login, a payment password) is
 * counted twice (lockout-keys.ts): per account and source address first, so that a stranger's
 * wrong guesses lock out only the stranger's address; and for the account as a whole, where the
 * count is of distinct addresses that failed within the window, so the account itself locks only
 * when guesses come from many places at once (password spraying through proxies or a botnet).
 */
export type AttemptPolicy = {
  windowMs: number;
  /** Failures after which a captcha is asked for (member login only). */
  captchaAfter?: number;
  /** Lock tiers, longest first: the first one whose threshold is reached applies. */
  locks: readonly { failures: number; lockMs: number }[];
  /**
   * Counts distinct failing sources (the check's first key is the per-source counter), not
   * failures: the thresholds above are numbers of addresses.
   */
  countsSources?: boolean;
};

const MINUTE = 60_000;

/** A lock tier: `failures` failures within the window lock the secret for `lockMs`. */
const lockAfter = (failures: number, lockMs: number) => ({ failures, lockMs });

export const ATTEMPT_POLICIES = {
  /** Member login per account and address: few before a captcha, then progressively longer lock-outs. */
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
  /**
   * Member login per account, from anywhere: a captcha for everyone once three addresses failed;
   * ten addresses in 15 minutes are no longer one person mistyping, so the account locks (and its
   * holder is told). A reset link or an SMS-code login still gets the holder in.
   */
  acct_any: {
    windowMs: 15 * MINUTE,
    captchaAfter: 3,
    locks: [lockAfter(20, 60 * MINUTE), lockAfter(10, 15 * MINUTE)],
    countsSources: true,
  },
  /** Back-office login per operator name and address: no captcha, so the lock comes sooner. */
  operator: {
    windowMs: 15 * MINUTE,
    locks: [lockAfter(10, 60 * MINUTE), lockAfter(5, 15 * MINUTE)],
  },
  /**
   * Back-office login per operator name, from anywhere: an operator signs in from an office or a
   * VPN, a handful of addresses at most, so failures from five in 15 minutes lock the name.
   */
  op_any: {
    windowMs: 15 * MINUTE,
    locks: [lockAfter(10, 60 * MINUTE), lockAfter(5, 15 * MINUTE)],
    countsSources: true,
  },
  /**
   * An operator's second sign-in step (authenticator or recovery code), per operator: the password
   * was right already, so whoever guesses holds it; a million codes, so few tries.
   */
  op_totp: {
    windowMs: 15 * MINUTE,
    locks: [lockAfter(10, 60 * MINUTE), lockAfter(5, 15 * MINUTE)],
  },
  /** The six-digit payment password per member and address: a million combinations, so few tries. */
  paypass: {
    windowMs: 60 * MINUTE,
    locks: [lockAfter(10, 24 * 60 * MINUTE), lockAfter(5, 30 * MINUTE)],
  },
  /**
   * The payment password per member, from anywhere. It is asked only inside the member's own
   * session, so failures from three addresses within the hour mean a session in other hands: the
   * payment password locks (and the member is told), whatever address tries next.
   */
  pay_any: {
    windowMs: 60 * MINUTE,
    locks: [lockAfter(6, 24 * 60 * MINUTE), lockAfter(3, 30 * MINUTE)],
    countsSources: true,
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
