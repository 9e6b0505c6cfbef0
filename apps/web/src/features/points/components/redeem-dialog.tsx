import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Reward } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { PaymentPasswordField } from '@/components/money/amount-password-fields';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';
import { AMOUNT_PASSWORD_CODES } from '@/components/money/amount-password-fields';
import { FormAlert, FormSuccess, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { placeServerErrors } from '@/lib/form-errors';
import { Modal } from '@/modals/modal';
import { redeemRequest, refreshPoints } from '../api/points-api';
import { formatPoints } from './point-format';

type Values = { quantity: string; recipient: string; address: string; phone: string; paymentPassword: string };

/**
 * Redeeming a reward: the quantity, the delivery details of a physical reward, the payment
 * password. Values stay in the form on an error; a retry of the same request reuses its key.
 */
export function RedeemDialog({
  reward,
  points,
  hasPaymentPassword,
  lastDelivery,
  onClose,
  onDone,
}: {
  reward: Reward;
  points: number;
  hasPaymentPassword: boolean;
  /** Where the member's last physical reward went: the form starts from it (a saved address). */
  lastDelivery: { recipient: string; address: string; phone: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor, settle } = useClientKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      quantity: '1',
      recipient: lastDelivery?.recipient ?? '',
      address: lastDelivery?.address ?? '',
      phone: lastDelivery?.phone ?? '',
      paymentPassword: '',
    },
  });
  const physical = reward.kind === 'physical';
  const most = Math.max(
    1,
    Math.min(10, reward.stock, reward.remainingForMember ?? 10, Math.floor(points / Math.max(1, reward.price))),
  );
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 1;
  const total = reward.price * quantity;
  const pts = (n: number) => t('points.pts', { points: formatPoints(n, i18n.language) });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const request = {
      rewardId: reward.id,
      quantity: Number(values.quantity),
      ...(physical
        ? {
            recipient: values.recipient.trim() || undefined,
            address: values.address.trim(),
            phone: values.phone.trim(),
          }
        : {}),
    };
    try {
      await redeemRequest({ ...request, paymentPassword: values.paymentPassword, clientKey: keyFor(request) });
      settle();
      setDone(t('points.redeem.done'));
      onDone();
    } catch (error) {
      form.setValue('paymentPassword', '');
      if (!placeServerErrors(form, error, { codes: AMOUNT_PASSWORD_CODES, fields: ['address', 'phone', 'recipient'] }))
        setFormError(t(errorMessageKey(error)));
    } finally {
      await refreshPoints(queryClient);
    }
  });

  return (
    <Modal name="redeem-reward" open onClose={onClose} title={t('points.redeem.title')} focusFirstField size="md">
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-3 rounded-xl bg-surface-2 p-3">
          <p className="min-w-0 text-sm font-bold">{reward.name}</p>
          <p className="shrink-0 text-sm font-black text-brand-fg">{pts(reward.price)}</p>
        </div>
        {!hasPaymentPassword ? (
          <div className="space-y-3">
            <p className="text-sm font-semibold">{t('points.redeem.setPasswordFirst')}</p>
            <p className="text-xs text-fg-muted">{t('points.redeem.paymentPasswordWhy')}</p>
            <PaymentPasswordForm hasPassword={false} compact />
          </div>
        ) : done ? (
          <FormSuccess>{done}</FormSuccess>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <FormField form={form} name="quantity" label={t('points.redeem.quantity')} as={SelectInput}>
              {Array.from({ length: most }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </FormField>
            <dl className="grid grid-cols-2 gap-2 rounded-xl border border-line p-3 text-sm">
              <dt className="text-fg-muted">{t('points.redeem.total')}</dt>
              <dd className="text-right font-bold tabular-nums">{pts(total)}</dd>
              <dt className="text-fg-muted">{t('points.redeem.after')}</dt>
              <dd className="text-right font-bold tabular-nums">{pts(points - total)}</dd>
            </dl>
            {physical ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-bold">{t('points.redeem.deliveryTitle')}</legend>
                <FormField
                  form={form}
                  name="recipient"
                  label={t('points.redeem.recipient')}
                  placeholder={t('points.redeem.recipientPlaceholder')}
                  autoComplete="name"
                  maxLength={80}
                />
                <FormField
                  form={form}
                  name="address"
                  label={t('points.redeem.address')}
                  placeholder={t('points.redeem.addressPlaceholder')}
                  autoComplete="street-address"
                  maxLength={300}
                  required
                  rules={{
                    required: 'validation.required',
                    validate: (v: string) => v.trim().length >= 5 || 'points.redeem.addressShort',
                  }}
                />
                <FormField
                  form={form}
                  name="phone"
                  label={t('points.redeem.phone')}
                  placeholder={t('points.redeem.phonePlaceholder')}
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={24}
                  required
                  rules={{
                    required: 'validation.required',
                    pattern: { value: /^\+?[\d\s-]{6,20}$/, message: 'points.redeem.phoneInvalid' },
                  }}
                />
              </fieldset>
            ) : (
              <p className="text-xs text-fg-muted">{t('points.redeem.digitalNote')}</p>
            )}
            <PaymentPasswordField form={form} />
            <FormAlert>{formError}</FormAlert>
            <SubmitButton loading={form.formState.isSubmitting} variant="gold">
              {t('points.redeem.submit')}
            </SubmitButton>
          </form>
        )}
      </div>
    </Modal>
  );
}
