import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormSuccess, PasswordInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { KeyIcon, LockIcon } from '@/components/ui/icons';
import { errorMessageKey } from '@/i18n';
import { placeServerErrors } from '@/lib/form-errors';
import { refreshWallet, setPaymentPasswordRequest } from '@/lib/wallet/wallet-queries';

type Values = { current: string; next: string; confirm: string };
const SIX_DIGITS = /^\d{6}$/;
/** A wrong login or payment password belongs under the first field. */
const CURRENT_PASSWORD_CODES = {
  'wallet.login_password_invalid': 'current',
  'wallet.payment_password_invalid': 'current',
} as const;

/**
 * Sets the six-digit payment password (the login password proves who it is the first time) or
 * changes it (the current payment password). Sent encrypted; the member info is refreshed after.
 */
export function PaymentPasswordForm({
  hasPassword,
  onDone,
  compact,
}: {
  hasPassword: boolean;
  onDone?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: { current: '', next: '', confirm: '' } });
  const rules = {
    current: { validate: (v: string) => v.trim() !== '' || 'validation.required' },
    next: { validate: (v: string) => SIX_DIGITS.test(v) || 'wallet.paymentPasswordRule' },
    confirm: {
      validate: (v: string, all: Values) =>
        v === '' ? 'validation.required' : v === all.next || 'validation.confirm_mismatch',
    },
  };
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await setPaymentPasswordRequest(
        hasPassword
          ? { oldPaymentPassword: values.current, newPaymentPassword: values.next }
          : { loginPassword: values.current, newPaymentPassword: values.next },
      );
      form.reset();
      setSaved(true);
      await refreshWallet(queryClient);
      onDone?.();
    } catch (error) {
      if (!placeServerErrors(form, error, { codes: CURRENT_PASSWORD_CODES })) setFormError(t(errorMessageKey(error)));
    }
  });

  const field = (name: keyof Values, label: string, icon = <LockIcon size={18} />, digits = true) => (
    <FormField
      form={form}
      name={name}
      label={label}
      rules={rules[name]}
      as={PasswordInput}
      start={icon}
      inputMode={digits ? 'numeric' : undefined}
      autoComplete={name === 'current' && !hasPassword ? 'current-password' : 'off'}
      maxLength={digits ? 6 : 255}
    />
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={hasPassword ? t('wallet.changePaymentPassword') : t('wallet.setPaymentPassword')}
    >
      <div className={compact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-3'}>
        {hasPassword
          ? field('current', t('wallet.currentPaymentPassword'), <KeyIcon size={18} />)
          : field('current', t('wallet.loginPassword'), <KeyIcon size={18} />, false)}
        {field('next', t('wallet.newPaymentPassword'))}
        {field('confirm', t('wallet.confirmPaymentPassword'))}
      </div>
      <FormAlert>{formError}</FormAlert>
      <FormSuccess>{saved ? t('wallet.paymentPasswordSaved') : null}</FormSuccess>
      <SubmitButton loading={isSubmitting} className={compact ? undefined : 'sm:w-auto sm:self-start'}>
        {hasPassword ? t('wallet.changePaymentPassword') : t('wallet.setPaymentPassword')}
      </SubmitButton>
    </form>
  );
}
