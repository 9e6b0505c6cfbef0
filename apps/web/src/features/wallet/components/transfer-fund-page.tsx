import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type Wallet } from '@arcadia/contracts';
import { AmountField } from '@/components/money/amount-field';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { SwapIcon, WalletIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Panel } from '@/components/ui/page-blocks';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { cn } from '@/lib/cn';
import { placeServerErrors } from '@/lib/form-errors';
import { formatMoney, normaliseAmount, toMinor } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { transferRequest, walletsQuery } from '../api/wallet-api';
import { AutoTransferSetting } from './auto-transfer-setting';

type Direction = 'in' | 'out';
type Values = { vendor: string; amount: string };
const TRANSFER_FIELDS = ['vendor', 'amount'] as const;
const DIRECTIONS = tabSet<Direction>('transfer', 'wallet.direction', [
  { value: 'in', label: 'wallet.toGame' },
  { value: 'out', label: 'wallet.toMain' },
]);

/**
 * "My wallet" (transferFund): the main wallet and each game wallet with its balance; move money
 * into a game wallet or back, bring everything back to main at once, or let launches do it.
 */
export default function TransferFundPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const query = useQuery({ ...walletsQuery(token), enabled: Boolean(token) });
  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>;
  const { wallets, currencySymbol } = query.data;
  const main = wallets.find((w) => w.vendor === MAIN_WALLET);
  const games = wallets.filter((w) => w.vendor !== MAIN_WALLET);
  return (
    <div className="flex flex-col gap-4">
      <WalletOverview main={main} games={games} symbol={currencySymbol} />
      {games.length > 0 ? (
        <TransferForm main={main} games={games} symbol={currencySymbol} />
      ) : (
        <EmptyState icon={<WalletIcon />} title={t('wallet.noGameWallets')} />
      )}
    </div>
  );
}

function WalletOverview({ main, games, symbol }: { main: Wallet | undefined; games: Wallet[]; symbol: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor, settle } = useClientKey();
  const inGames = games.reduce((sum, w) => sum + toMinor(w.balance), 0n);
  const sweep = useMutation({
    mutationFn: () => transferRequest({ vendor: 'ALL', direction: 'out', clientKey: keyFor({ vendor: 'ALL' }) }),
    onSuccess: () => settle(),
    onSettled: () => refreshWallet(queryClient),
  });
  return (
    <Panel>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('wallet.mainWallet')}</p>
          <p className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl" data-testid="main-wallet-balance">
            {formatMoney(main?.balance ?? '0.00', i18n.language, { symbol })}
          </p>
          <p className="mt-1 text-xs text-fg-muted">
            {t('wallet.inGameWallets')}:{' '}
            <span className="font-semibold tabular-nums">{formatMoney(inGames, i18n.language, { symbol })}</span>
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="max-sm:w-full"
          disabled={inGames <= 0n || sweep.isPending}
          onClick={() => sweep.mutate()}
        >
          {sweep.isPending ? <Spinner /> : <SwapIcon size={16} />}
          {t('wallet.allToMain')}
        </Button>
      </div>
      {sweep.isError ? <FormAlert>{t(errorMessageKey(sweep.error))}</FormAlert> : null}
      <div className="mt-4 border-t border-line pt-4">
        <AutoTransferSetting />
      </div>
      {games.length > 0 ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('wallet.gameWallets')}>
          {games.map((w) => (
            <li
              key={w.vendor}
              className={cn(
                'flex items-center justify-between gap-3 rounded-xl bg-surface-2/70 px-3 py-2.5',
                !w.enabled && 'opacity-70',
              )}
            >
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{w.name}</span>
                <span className="text-[11px] text-fg-muted">{w.enabled ? w.vendor : t('wallet.vendorOff')}</span>
              </span>
              <span className="text-sm font-bold tabular-nums">{formatMoney(w.balance, i18n.language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function TransferForm({ main, games, symbol }: { main: Wallet | undefined; games: Wallet[]; symbol: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { keyFor, settle } = useClientKey();
  const [direction, setDirection] = useState<Direction>('in');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const usable = games.filter((w) => w.enabled || direction === 'out');
  const form = useForm<Values>({ defaultValues: { vendor: usable[0]?.vendor ?? '', amount: '' } });
  const vendor = useWatch({ control: form.control, name: 'vendor' });
  const source = direction === 'in' ? main : games.find((w) => w.vendor === vendor);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const request = { vendor: values.vendor, direction, amount: normaliseAmount(values.amount) };
    try {
      await transferRequest({ ...request, clientKey: keyFor(request) });
      settle();
      form.setValue('amount', '');
      setDone(t('wallet.transferDone'));
    } catch (error) {
      // The typed values stay; a retry of the same transfer reuses its key. A field error of the
      // answer (vendor, amount) goes under its field, anything else above the button.
      if (!placeServerErrors(form, error, { fields: TRANSFER_FIELDS })) setFormError(t(errorMessageKey(error)));
    } finally {
      await refreshWallet(queryClient);
    }
  });

  return (
    <Panel title={t('wallet.transferTitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <SegmentedTabs
          tabs={DIRECTIONS}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            setDone(null);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="vendor"
            label={t('wallet.gameWallet')}
            rules={{ required: 'validation.required' }}
            as={SelectInput}
          >
            {usable.map((w) => (
              <option key={w.vendor} value={w.vendor}>
                {w.name} · {formatMoney(w.balance, i18n.language)}
              </option>
            ))}
          </FormField>
          <AmountField
            form={form}
            limits={{ available: source?.balance ?? '0.00' }}
            hint={t('wallet.available', { amount: formatMoney(source?.balance ?? '0.00', i18n.language, { symbol }) })}
            symbol={symbol}
            end={
              <button
                type="button"
                className="rounded-md px-2 py-1 text-xs font-bold text-brand-fg hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => form.setValue('amount', source?.balance ?? '0.00', { shouldValidate: false })}
              >
                {t('wallet.max')}
              </button>
            }
          />
        </div>
        <FormAlert>{formError}</FormAlert>
        <FormSuccess>{done}</FormSuccess>
        <SubmitButton loading={isSubmitting}>
          {direction === 'in' ? t('wallet.transferIn') : t('wallet.transferOut')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
