import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@arcadia/contracts';
import { AmountPasswordFields, useAmountPasswordForm } from '@/components/money/amount-password-fields';
import { FormAlert, FormSuccess, SubmitButton } from '@/components/ui/form';
import { Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { formatMoney, normaliseAmount } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { refreshWallet, walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { transferUplineRequest, walletsQuery } from '../api/wallet-api';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';

/** The server's limits (upline.usecases.ts): at least 1.00; the brand's maximum is checked there. */
const UPLINE_MIN = '1.00';

/** Transfer to upline: main wallet to the direct upline's, with the payment password. */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const info = useQuery({ ...walletMemberQuery(token), enabled: Boolean(token) });
  if (info.isPending) return <Loading />;
  if (info.isError || !info.data) return <FormAlert>{t(errorMessageKey(info.error))}</FormAlert>;
  if (!info.data.toUpline) return <FormAlert>{t('errors.wallet.no_upline')}</FormAlert>;
  if (!info.data.hasPaymentPassword) {
    return (
      <Panel title={t('wallet.setPaymentPasswordFirst')}>
        <p className="mb-4 text-sm text-fg-muted">{t('wallet.paymentPasswordWhy')}</p>
        <PaymentPasswordForm hasPassword={false} />
      </Panel>
    );
  }
  return <UplineForm />;
}

function UplineForm() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const wallets = useQuery({ ...walletsQuery(token), enabled: Boolean(token) });
  const main = wallets.data?.wallets.find((w) => w.vendor === MAIN_WALLET);
  const symbol = wallets.data?.currencySymbol ?? '';
  const { form, formError, done, submit } = useAmountPasswordForm();
  const { isSubmitting } = form.formState;

  const onSubmit = submit(
    async (values, keyFor) => {
      const request = { amount: normaliseAmount(values.amount), paymentPassword: values.paymentPassword };
      const result = await transferUplineRequest({ ...request, clientKey: keyFor({ amount: request.amount }) });
      return t('wallet.uplineDone', {
        amount: formatMoney(result.amount, i18n.language, { symbol }),
        upline: result.upline,
      });
    },
    () => refreshWallet(queryClient),
  );

  return (
    <Panel title={t('wallet.uplineTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t('wallet.uplineHint')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <AmountPasswordFields
          form={form}
          limits={{ min: UPLINE_MIN, available: main?.balance }}
          symbol={symbol}
          hint={
            main ? t('wallet.available', { amount: formatMoney(main.balance, i18n.language, { symbol }) }) : undefined
          }
        />
        <FormAlert>{formError}</FormAlert>
        <FormSuccess>{done}</FormSuccess>
        <SubmitButton loading={isSubmitting}>{t('wallet.uplineSubmit')}</SubmitButton>
      </form>
    </Panel>
  );
}
