import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import type { Deposit, PaymentChannel } from '@arcadia/contracts';
import { AmountField } from '@/components/money/amount-field';
import { QuickAmounts } from '@/components/ui/amount-input';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { BankIcon, CardIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Panel } from '@/components/ui/page-blocks';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { cn } from '@/lib/cn';
import { placeServerErrors } from '@/lib/form-errors';
import { formatMoney, normaliseAmount, toMinor } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { useMemberCentreNav } from '@/modals/member-centre-nav';
import { channelsQuery, createDepositRequest, paymentKeys } from '../api/payments-api';
import { channelFee, percentHundredths } from '../utils/status';
import { DepositLimitAsk } from './deposit-limit-ask';
import { DepositResult } from './deposit-result';
import { DepositsList } from './deposits-list';
import { ChoiceBody } from './choice-icon';

const QUICK = ['50.00', '100.00', '200.00', '500.00', '1000.00', '5000.00'];

/** Deposit (depositv2): pick a channel, an amount, and follow the channel's next step. */
export default function DepositPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const channels = useQuery({ ...channelsQuery(token), enabled: Boolean(token) });
  const [created, setCreated] = useState<Deposit | null>(null);
  const goTo = useMemberCentreNav();
  return (
    <div className="flex flex-col gap-4">
      {created ? null : <DepositLimitAsk />}
      {created ? (
        <DepositResult deposit={created} onNew={() => setCreated(null)} />
      ) : channels.isPending ? (
        <Loading />
      ) : channels.isError ? (
        <FormAlert>{t(errorMessageKey(channels.error))}</FormAlert>
      ) : channels.data.list.length === 0 ? (
        <EmptyState icon={<BankIcon />} title={t('deposit.noChannels')} />
      ) : (
        <DepositForm channels={channels.data.list} onCreated={setCreated} />
      )}
      {goTo ? (
        <p className="text-sm text-fg-muted">
          {t('deposit.limitHint')}{' '}
          <LinkButton className="underline" onClick={() => goTo('responsibleGaming')}>
            {t('deposit.limitLink')}
          </LinkButton>
        </p>
      ) : null}
      <DepositsList />
    </div>
  );
}

type Values = { channel: string; amount: string };
const DEPOSIT_FIELDS = ['channel', 'amount'] as const;

function DepositForm({ channels, onCreated }: { channels: PaymentChannel[]; onCreated: (deposit: Deposit) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionValue('token') ?? '';
  const { keyFor, settle } = useClientKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { channel: channels[0]?.code ?? '', amount: '' } });
  const [channelCode, amount] = useWatch({ control: form.control, name: ['channel', 'amount'] });
  const channel = channels.find((c) => c.code === channelCode) ?? channels[0]!;
  const { isSubmitting } = form.formState;
  const limits = { min: channel.min, max: channel.max };
  const quick = QUICK.filter((q) => toMinor(q) >= toMinor(channel.min) && toMinor(q) <= toMinor(channel.max));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const request = { channel: values.channel, amount: normaliseAmount(values.amount) };
    try {
      const deposit = await createDepositRequest({ ...request, clientKey: keyFor(request) });
      settle();
      form.reset({ channel: values.channel, amount: '' });
      await queryClient.invalidateQueries({ queryKey: paymentKeys.deposits(token) });
      if (deposit.status === 'credited') await refreshWallet(queryClient);
      onCreated(deposit);
    } catch (error) {
      if (!placeServerErrors(form, error, { fields: DEPOSIT_FIELDS })) setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <Panel title={t('deposit.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-[13px] font-semibold">{t('deposit.channel')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {channels.map((c) => (
              <ChannelOption
                key={c.code}
                channel={c}
                selected={c.code === channel.code}
                register={form.register('channel')}
              />
            ))}
          </div>
        </fieldset>
        <AmountField
          form={form}
          limits={limits}
          hint={t('deposit.limits', {
            min: formatMoney(channel.min, i18n.language),
            max: formatMoney(channel.max, i18n.language),
          })}
        />
        <QuickAmounts
          amounts={quick}
          current={amount ? normaliseOrNull(amount) : undefined}
          onPick={(value) => form.setValue('amount', value.replace(/\.00$/, ''), { shouldValidate: true })}
        />
        <FeePreview channel={channel} amount={amount} />
        <FormAlert>{formError}</FormAlert>
        <SubmitButton loading={isSubmitting}>{t('deposit.submit')}</SubmitButton>
      </form>
    </Panel>
  );
}

function normaliseOrNull(text: string): string | undefined {
  try {
    return /^\d{1,13}(\.\d{1,2})?$/.test(text.trim()) ? normaliseAmount(text) : undefined;
  } catch {
    return undefined;
  }
}

function ChannelOption({
  channel,
  selected,
  register,
}: {
  channel: PaymentChannel;
  selected: boolean;
  register: UseFormRegisterReturn<'channel'>;
}) {
  const { t, i18n } = useTranslation();
  const Icon = channel.kind === 'manual_bank' ? BankIcon : CardIcon;
  const free = toMinor(channel.fee.fixed) === 0n && percentHundredths(channel.fee.percent) === 0n;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition focus-within:outline-2 focus-within:outline-ring',
        selected ? 'border-brand bg-brand-soft/60' : 'border-line hover:border-fg-muted/40',
      )}
    >
      <input type="radio" value={channel.code} {...register} className="sr-only" />
      <ChoiceBody active={selected} size="size-10" icon={<Icon size={20} />}>
        <span className="block text-sm font-bold">{channel.name}</span>
        <span className="block text-xs text-fg-muted">
          {formatMoney(channel.min, i18n.language)} – {formatMoney(channel.max, i18n.language)}
        </span>
        <span className="mt-0.5 block text-xs font-medium text-fg-muted">
          {free
            ? t('deposit.noFee')
            : channel.fee.payer === 'house'
              ? t('deposit.feeHouse', { fee: feeText(channel, i18n.language) })
              : t('deposit.feeMember', { fee: feeText(channel, i18n.language) })}
        </span>
      </ChoiceBody>
    </label>
  );
}

function feeText(channel: PaymentChannel, language: string): string {
  const parts: string[] = [];
  if (percentHundredths(channel.fee.percent) > 0n) {
    // "1.50" → "1,5 %" in pt: the percent is text, given the language's decimal mark.
    const decimal = formatMoney('0.00', language).charAt(1);
    parts.push(`${channel.fee.percent.replace(/\.?0+$/, '').replace('.', decimal)}%`);
  }
  if (toMinor(channel.fee.fixed) > 0n) parts.push(formatMoney(channel.fee.fixed, language));
  return parts.join(' + ');
}

function FeePreview({ channel, amount }: { channel: PaymentChannel; amount: string }) {
  const { t, i18n } = useTranslation();
  const value = normaliseOrNull(amount);
  if (!value) return null;
  const minor = toMinor(value);
  const fee = channelFee(minor, {
    fixed: toMinor(channel.fee.fixed),
    percentHundredths: percentHundredths(channel.fee.percent),
  });
  const credit = channel.fee.payer === 'member' ? minor - fee : minor;
  return (
    <dl className="grid grid-cols-2 gap-y-1 rounded-xl bg-surface-2/70 px-3.5 py-3 text-sm">
      <dt className="text-fg-muted">
        {channel.fee.payer === 'house' && fee > 0n ? t('deposit.feePaidByUs') : t('deposit.fee')}
      </dt>
      <dd className="text-right font-semibold tabular-nums">
        {fee > 0n ? formatMoney(fee, i18n.language) : t('deposit.noFee')}
      </dd>
      <dt className="text-fg-muted">{t('deposit.youReceive')}</dt>
      <dd className="text-right font-bold tabular-nums">{formatMoney(credit > 0n ? credit : 0n, i18n.language)}</dd>
    </dl>
  );
}
