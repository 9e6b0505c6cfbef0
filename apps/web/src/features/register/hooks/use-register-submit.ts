import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSetting, RegisterField, RegisterType } from '@arcadia/contracts';
import { storeLoginValue } from '@/lib/auth/session';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { errorMessageKey } from '@/i18n';
import { encodeFieldError } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { navigateTo } from '@/lib/navigation';
import { closeAllModals, openModal, showDialog } from '@/modals';
import { checkAffiliateCode, registerRequest, type RegisterBody } from '../api/register-api';
import { CODE_FIELDS } from '../utils/field-meta';
import type { RegisterValues } from '../utils/register-schema';

/**
 * Registration (spec section 4): the affiliate code is checked first, then the registration is
 * sent; success logs in and lands on home with the success modal. Any failure keeps every value
 * the visitor typed and puts the server's errors under their fields.
 */
export function useRegisterSubmit(options: {
  kind: RegisterType;
  fields: readonly FieldSetting[];
  form: UseFormReturn<RegisterValues>;
  urlCodes: { affiliateCode: string; referralCode: string };
  onCaptchaUsed: () => void;
}) {
  const { kind, fields, form, urlCodes, onCaptchaUsed } = options;
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const enabled = (field: string): field is RegisterField => fields.some((f) => f.field === field && f.enabled);

  const placeErrors = (error: unknown) => {
    const shown = fields.filter((f) => f.enabled).map((f) => f.field);
    const codes = Object.fromEntries(Object.entries(CODE_FIELDS).filter(([, field]) => enabled(field)));
    if (!placeServerErrors(form, error, { fields: shown, codes })) setFormError(t(errorMessageKey(error)));
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const affiliateCode = ((enabled('affiliateCode') ? values.affiliateCode : urlCodes.affiliateCode) ?? '').trim();
    if (affiliateCode) {
      try {
        await checkAffiliateCode(affiliateCode);
      } catch {
        if (enabled('affiliateCode')) {
          form.setError('affiliateCode', { message: encodeFieldError({ key: 'invitation_code_error' }) });
        }
        await showDialog({ tone: 'warning', message: t('invitation_code_error') });
        return;
      }
    }

    const body: RegisterBody = {};
    for (const setting of fields) {
      const value = values[setting.field]?.trim();
      if (setting.enabled && value) body[setting.field] = value;
    }
    body.affiliateCode = affiliateCode || undefined;
    if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
    body.referralCode = urlCodes.referralCode || undefined;
    body.domain = window.location.hostname;
    body.registerUrl = window.location.href;
    body.login = true;
    body.registerMethod = 'WEB';

    try {
      const result = await registerRequest(kind, body);
      if (kind === 'registerMobile') {
        // The account is made from the number; tell the visitor what to log in with next time.
        await showDialog({
          title: t('register.mobileAccountTitle'),
          message: t('register.mobileAccountText', { username: result.username }),
        });
      }
      if (!result.session) {
        closeAllModals();
        openLoginModal();
        return;
      }
      storeLoginValue(result.session);
      closeAllModals();
      navigateTo('/');
      openModal({ name: 'registerSuccess', options: {} });
    } catch (error) {
      placeErrors(error);
      // A captcha is good for one try: the server has used this one up.
      if (enabled('captcha')) {
        form.setValue('captcha', '');
        onCaptchaUsed();
      }
    }
  });

  return { submit, formError, clearFormError: () => setFormError(null) };
}
