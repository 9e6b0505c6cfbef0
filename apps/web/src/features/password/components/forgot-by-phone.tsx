import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, PasswordInput, SubmitButton, TextInput } from '@/components/ui/form';
import { LockIcon, ShieldIcon } from '@/components/ui/icons';
import { completeLogin } from '@/lib/auth/lazy-flows';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { CountryCodePicker } from '@/components/verification/country-code-picker';
import { sendSmsCode } from '@/lib/verification/verification-api';
import { SmsCodeButton } from '@/components/verification/sms-code-button';
import { errorMessageKey } from '@/i18n';
import { encodeFieldError, requiredText, ruleSchema } from '@/lib/field-rules';
import { PASSWORD_MODULE_ID, resetByPhoneRequest } from '../api/password-api';
import { applyServerErrors } from '../utils/apply-errors';

type Values = { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string };
const FIELDS = ['mobileNum', 'verificationCode', 'newPassword'] as const;

/** Mobile + SMS code + new password; success logs the member in and goes home. */
export function ForgotByPhone() {
  const { t } = useTranslation();
  const mobileRule = useFieldRule('mobileNum', 'registerMobile');
  const passwordRule = useFieldRule('password');
  const schema = useMemo(
    () =>
      z.object({
        mobileNum: ruleSchema(mobileRule),
        countryDialingCode: z.string(),
        verificationCode: requiredText('validation.code'),
        newPassword: ruleSchema(passwordRule),
      }),
    [mobileRule, passwordRule],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    const mobileNum = form.getValues('mobileNum').trim();
    if (!mobileNum) {
      form.setError('mobileNum', { message: encodeFieldError({ key: 'validation.mobile' }) }, { shouldFocus: true });
      return null;
    }
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    // The countdown runs to the server's value.expirationTime.
    return sendSmsCode(
      'forgotPassword',
      { mobileNum, countryDialingCode: form.getValues('countryDialingCode') },
      PASSWORD_MODULE_ID,
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const value = await resetByPhoneRequest({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword.trim(),
      });
      if (value) await completeLogin(value, { kind: 'reset' });
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('password.phoneIntro')}</p>
      <Field label={t('login.mobile')} error={errors.mobileNum?.message}>
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            {...form.register('mobileNum')}
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            type="tel"
            inputMode="tel"
            placeholder={`${t('login.mobilePlaceholder')} *`}
            maxLength={20}
            wrapperClassName="pl-1.5"
            start={
              <Controller
                control={form.control}
                name="countryDialingCode"
                render={({ field }) => <CountryCodePicker value={field.value} onChange={field.onChange} />}
              />
            }
          />
        )}
      </Field>
      <Field label={t('login.smsCode')} error={errors.verificationCode?.message}>
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            {...form.register('verificationCode')}
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={`${t('login.smsCodePlaceholder')} *`}
            maxLength={255}
            start={<ShieldIcon size={18} />}
            wrapperClassName="pr-1.5"
            end={<SmsCodeButton send={sendCode} />}
          />
        )}
      </Field>
      <Field label={t('password.newPassword')} error={errors.newPassword?.message}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            {...form.register('newPassword')}
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            start={<LockIcon size={18} />}
            placeholder={`${t('password.newPasswordPlaceholder')} *`}
            autoComplete="new-password"
            maxLength={255}
          />
        )}
      </Field>
      <FormAlert>{formError}</FormAlert>
      <SubmitButton loading={isSubmitting}>{t('password.submitPhone')}</SubmitButton>
    </form>
  );
}
