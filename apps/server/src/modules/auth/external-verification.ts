import type { Config } from '../../config/config.ts';

/**
 * Third-party checks a brand may switch on. Both are off by default; when off, the site shows no
 * such option (the status call says which are configured) and the server refuses their payloads.
 */
export interface HumanChallenge {
  readonly provider: string;
  /** Public key the widget on the page needs. */
  readonly siteKey: string;
  verify(token: string, ip: string): Promise<boolean>;
}

/** An external phone-auth service (firebaseChannel / firebaseIdToken in the spec). */
export interface PhoneAuth {
  readonly provider: string;
  /** The verified phone number (E.164) behind an ID token, or null when the token is not valid. */
  verifyIdToken(idToken: string): Promise<string | null>;
}

export type ExternalVerification = { challenge: HumanChallenge | null; phoneAuth: PhoneAuth | null };

/**
 * The "siteverify" protocol that reCAPTCHA, hCaptcha and Turnstile share: POST secret, response
 * and remoteip as a form; the answer says `success`. A provider that cannot be reached fails closed.
 */
export function siteverifyChallenge(settings: { verifyUrl: string; secret: string; siteKey: string }): HumanChallenge {
  return {
    provider: 'siteverify',
    siteKey: settings.siteKey,
    async verify(token, ip) {
      if (!token || token.length > 4000) return false;
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** No phone-auth provider ships built in: one is added by implementing PhoneAuth. */
export function createExternalVerification(config: Pick<Config, 'challenge'>): ExternalVerification {
  return { challenge: config.challenge ? siteverifyChallenge(config.challenge) : null, phoneAuth: null };
}
