import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { formatMinor, type PointsConfig } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { PaymentPasswordField } from '@/components/money/amount-password-fields';
import { AMOUNT_PASSWORD_CODES } from '@/components/money/amount-password-fields';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { encodeFieldError } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { formatMoney, moneyPlaces } from '@/lib/money';
import { convertRequest, refreshPoints } from '../api/points-api';
import { formatPoints } from './point-format';

type Values = { points: string; paymentPassword: string };

/** The money a number of points makes at the brand's ratio (as the server computes it: rounded down). */
const moneyFor = (points: number, ratio: number) =>
  formatMinor((BigInt(points) * 10n ** BigInt(moneyPlaces())) / BigInt(ratio), moneyPlaces());

/** Points to money at the brand's ratio and minimum, with the payment password. */
export function ConvertPanel({
  config,
  points,
  symbol,
  hasPaymentPassword,
}: {
  config: PointsConfig;
  points: number;
  symbol: string;
  hasPaymentPassword: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const { keyFor, settle } = useClientKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { points: '', paymentPassword: '' } });
  const { minConvert: min, convertStep: step, ratio } = config;
  const max = Math.floor(points / step) * step;
  const typed = Number(useWatch({ control: form.control, name: 'points' }));
  const valid = (n: number) => Number.isInteger(n) && n >= min && n <= max && n % step === 0;
  const money = (amount: string) => formatMoney(amount, language, { symbol });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const request = { points: Number(values.points) };
    try {
      const result = await convertRequest({
        ...request,
        paymentPassword: values.paymentPassword,
        clientKey: keyFor(request),
      });
      settle();
      form.reset();
      setDone(
        t('points.convert.done', {
          points: formatPoints(result.changedPoints, language),
          amount: money(result.amount),
        }),
      );
    } catch (error) {
      form.setValue('paymentPassword', '');
      if (!placeServerErrors(form, error, { codes: AMOUNT_PASSWORD_CODES })) setFormError(t(errorMessageKey(error)));
    } finally {
      await refreshPoints(queryClient);
    }
  });

  const invalidText = encodeFieldError({
    key: 'points.convert.invalid',
    params: { min: formatPoints(min, language), max: formatPoints(max, language), step },
  });
  return (
    <Panel title={t('points.convert.title')}>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="rounded-lg bg-gold/20 px-2.5 py-1 text-sm font-bold text-gold-fg">
          {t('points.convert.rate', {
            ratio: formatPoints(ratio, language),
            money: money(formatMinor(10n ** BigInt(moneyPlaces()), moneyPlaces())),
          })}
        </p>
        <p className="text-xs text-fg-muted">
          {t('points.convert.rules', { min: formatPoints(min, language), step: formatPoints(step, language) })}
        </p>
      </div>
      {!hasPaymentPassword ? (
        <div className="space-y-3">
          <p className="text-sm font-semibold">{t('points.redeem.setPasswordFirst')}</p>
          <p className="text-xs text-fg-muted">{t('points.redeem.paymentPasswordWhy')}</p>
          <PaymentPasswordForm hasPassword={false} compact />
        </div>
      ) : max < min ? (
        <p className="text-sm text-fg-muted">{t('points.convert.notEnough', { min: formatPoints(min, language) })}</p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
          <FormField
            form={form}
            name="points"
            label={t('points.convert.points')}
            placeholder={t('points.convert.pointsPlaceholder', { min })}
            inputMode="numeric"
            maxLength={10}
            required
            rules={{
              required: 'validation.required',
              validate: (v: string) => (/^\d+$/.test(v) && valid(Number(v))) || invalidText,
            }}
            end={
              <Button
                variant="ghost"
                size="sm"
                onClick={() => form.setValue('points', String(max), { shouldValidate: true })}
              >
                {t('points.convert.max')}
              </Button>
            }
          />
          <div className="flex items-center justify-between rounded-xl bg-surface-2 p-3 text-sm">
            <span className="text-fg-muted">{t('points.convert.youGet')}</span>
            <span className="text-lg font-black text-success tabular-nums" aria-live="polite">
              {money(valid(typed) ? moneyFor(typed, ratio) : formatMinor(0n, moneyPlaces()))}
            </span>
          </div>
          <PaymentPasswordField form={form} />
          <FormAlert>{formError}</FormAlert>
          <FormSuccess>{done}</FormSuccess>
          <SubmitButton loading={form.formState.isSubmitting}>{t('points.convert.submit')}</SubmitButton>
        </form>
      )}
    </Panel>
  );
}
