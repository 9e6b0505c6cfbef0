import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { captchaFlagSchema } from '@arcadia/contracts';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { placeServerErrors, type ServerErrorPlacement } from '@/lib/form-errors';
import { loginRequest, type LoginBody } from '@/lib/auth/session-api';
import { completeLogin, type LoginKind } from '@/lib/auth/flows';

/** Whether a failed login's answer asks for a captcha from now on (value: { captcha: true }). */
export function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && captchaFlagSchema.safeParse(error.value).success;
}

/**
 * Sends a login and runs what follows. A failure stops the loader, shows why (a field error of
 * the answer under its field of `form`, anything else above the button), and, when the answer
 * carries the captcha flag, reveals the captcha (which stays for every later try).
 */
export function useLoginSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  onCaptchaRequired: () => void,
  placement: ServerErrorPlacement<V> & { fields: readonly Path<V>[] },
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (body: LoginBody, kind: LoginKind, afterSuccess?: () => void): Promise<boolean> => {
    setFormError(null);
    try {
      const value = await loginRequest(body);
      afterSuccess?.();
      await completeLogin(value, { kind, typedPassword: kind === 'username' ? body.password : undefined });
      return true;
    } catch (error) {
      if (asksForCaptcha(error) || body.captcha !== undefined) onCaptchaRequired();
      if (!placeServerErrors(form, error, placement)) setFormError(t(errorMessageKey(error)));
      return false;
    }
  };

  return { send, formError };
}
