import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { completeLogin } from '@/lib/auth/lazy-flows';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { PhoneCodeFields } from '@/components/verification/phone-code-fields';
import { errorMessageKey } from '@/i18n';
import { requiredText, ruleSchema } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { PASSWORD_MODULE_ID, resetByPhoneRequest } from '../api/password-api';

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
  const { isSubmitting } = form.formState;

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
      if (!placeServerErrors(form, error, { fields: FIELDS })) setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('password.phoneIntro')}</p>
      <PhoneCodeFields form={form} purpose="forgotPassword" moduleId={PASSWORD_MODULE_ID} requiredMark />
      <PasswordField
        form={form}
        name="newPassword"
        label={t('password.newPassword')}
        placeholder={`${t('password.newPasswordPlaceholder')} *`}
        autoComplete="new-password"
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton loading={isSubmitting}>{t('password.submitPhone')}</SubmitButton>
    </form>
  );
}
