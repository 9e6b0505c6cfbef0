import { useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { BankIcon, WalletIcon } from '@/components/ui/money-icons';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { errorMessageKey } from '@/i18n';
import { placeServerErrors } from '@/lib/form-errors';
import { useSessionValue } from '@/lib/session-store';
import { addPayoutAccountRequest, paymentKeys } from '../api/payments-api';

type AddValues = { holderName: string; providerName: string; accountNumber: string };
const PAYOUT_FIELDS = ['holderName', 'providerName', 'accountNumber'] as const;
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;
const ACCOUNT_TYPES = tabSet('payout-type', 'withdraw.accountType', [
  { value: 'bank', label: 'withdraw.bank', icon: BankIcon },
  { value: 'ewallet', label: 'withdraw.ewallet', icon: WalletIcon },
]);

/** A new payout account (bank or e-wallet): provider, holder and account number. */
export function AddPayoutAccountForm({
  onAdded,
  onCancel,
}: {
  onAdded: (account: PayoutAccount) => void;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const [type, setType] = useState<'bank' | 'ewallet'>('bank');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddValues>({ defaultValues: { holderName: '', providerName: '', accountNumber: '' } });
  const { isSubmitting } = form.formState;
  const name = {
    required: 'validation.required',
    validate: (v: string) => (v.trim().length >= 2 && v.trim().length <= 60) || 'validation.invalid',
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const account = await addPayoutAccountRequest({ type, ...values });
      await queryClient.invalidateQueries({ queryKey: paymentKeys.payouts(token) });
      form.reset();
      onAdded(account);
    } catch (error) {
      if (!placeServerErrors(form, error, { fields: PAYOUT_FIELDS })) setFormError(t(errorMessageKey(error)));
    }
  });

  const input = (field: keyof AddValues, label: string, rules: RegisterOptions<AddValues>, extra: object = {}) => (
    <FormField form={form} name={field} label={label} rules={rules} {...extra} maxLength={60} />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('withdraw.addAccount')}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-3.5"
    >
      <SegmentedTabs tabs={ACCOUNT_TYPES} value={type} onChange={setType} />
      <div className="grid gap-3 sm:grid-cols-3">
        {input('providerName', type === 'bank' ? t('withdraw.bankName') : t('withdraw.ewalletName'), name)}
        {input('holderName', t('withdraw.holderName'), name, { autoComplete: 'name' })}
        {input(
          'accountNumber',
          type === 'bank' ? t('withdraw.accountNumber') : t('withdraw.ewalletId'),
          {
            required: 'validation.required',
            validate: (v: string) => ACCOUNT_NUMBER.test(v.trim()) || 'validation.invalid',
          },
          { autoComplete: 'off', inputMode: type === 'bank' ? 'numeric' : undefined },
        )}
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <SubmitButton loading={isSubmitting} className="sm:w-auto" variant="primary">
          {t('withdraw.saveAccount')}
        </SubmitButton>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
