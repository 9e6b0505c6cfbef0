import { ACCOUNT_ERROR_STATUS, WALLET_ERROR_STATUS } from '@arcadia/contracts';
import { errors, failWith } from '../../http/app-error.ts';

/** `value` of a login failure that asks the client to show the captcha from now on. */
const CAPTCHA_FLAG = { captcha: true } as const;

const fail = failWith(ACCOUNT_ERROR_STATUS);

/** Sign-in, sessions and free play: typed factories for the account codes in the contracts. */
export const authErrors = {
  required: () => errors.authRequired(),
  /** Spec key in_need_true_account: a trial account tried a real-member feature. */
  trialRefused: () => fail('auth.trial_refused'),
  /** Wrong name or password; `captchaNext` tells the client a captcha is asked from now on. */
  invalidCredentials: (captchaNext: boolean) =>
    fail('auth.invalid_credentials', { value: captchaNext ? CAPTCHA_FLAG : null }),
  captchaRequired: () => fail('auth.captcha_required', { value: CAPTCHA_FLAG }),
  captchaInvalid: () => fail('auth.captcha_invalid', { value: CAPTCHA_FLAG }),
  /** The captcha answer of a form, as an error under its field. */
  captchaField: () => fail('auth.captcha_invalid', { errors: [{ field: 'captcha', key: 'auth.captcha_invalid' }] }),
  challengeFailed: () => fail('auth.challenge_failed', { value: CAPTCHA_FLAG }),
  /** Logging in where this account may not: a trial account, or a player at the agents' door. */
  refused: (code: 'auth.not_member' | 'auth.not_agent') => fail(code),
  freeplayDisabled: () => fail('freeplay.disabled'),
  /** A request header the call needs has a value it does not accept. */
  headerInvalid: (header: string) => errors.invalid([{ field: header, key: 'validation.invalid' }]),
};

const walletFail = failWith(WALLET_ERROR_STATUS);

/**
 * The payment password is a credential of the member, set and checked here beside the login
 * password (its hash never leaves the account modules); its codes are the wallet area's in the
 * contracts, where the forms that ask for it live.
 */
export const paymentPasswordErrors = {
  loginPasswordInvalid: () => walletFail('wallet.login_password_invalid'),
  paymentPasswordMissing: () => walletFail('wallet.payment_password_missing'),
  paymentPasswordInvalid: () => walletFail('wallet.payment_password_invalid'),
};
