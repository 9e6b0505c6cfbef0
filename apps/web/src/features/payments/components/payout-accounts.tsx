import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { BankIcon, PlusIcon, TrashIcon, WalletIcon } from '@/components/ui/money-icons';
import { EmptyState } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import { paymentKeys, removePayoutAccountRequest } from '../api/payments-api';
import { AddPayoutAccountForm } from './add-payout-account-form';
import { ChoiceBody } from './choice-icon';

type Props = { accounts: PayoutAccount[]; max: number; selected: string; onSelect: (id: string) => void };

/** The member's payout accounts: choose one for this withdrawal, add (bank or e-wallet), remove. */
export function PayoutAccounts({ accounts, max, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(accounts.length === 0);
  const [error, setError] = useState<string | null>(null);
  // Removing asks once more in place (no dialog stacked over the member centre).
  const [confirming, setConfirming] = useState<PayoutAccount | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async (account: PayoutAccount) => {
    setError(null);
    setRemoving(true);
    try {
      await removePayoutAccountRequest(account.id);
      setConfirming(null);
    } catch (e) {
      setError(t(errorMessageKey(e)));
    } finally {
      setRemoving(false);
    }
    await queryClient.invalidateQueries({ queryKey: paymentKeys.payouts(token) });
  };

  return (
    <div className="flex flex-col gap-3">
      {accounts.length === 0 && !adding ? <EmptyState icon={<BankIcon />} title={t('withdraw.noAccounts')} /> : null}
      {accounts.length > 0 ? (
        <div role="radiogroup" aria-label={t('withdraw.payoutAccount')} className="grid gap-2 sm:grid-cols-2">
          {accounts.map((a) => {
            const active = a.id === selected;
            const Icon = a.type === 'bank' ? BankIcon : WalletIcon;
            return (
              <div
                key={a.id}
                className={cn(
                  'flex items-center gap-2 rounded-xl border p-2 pr-1.5 transition',
                  active ? 'border-brand bg-brand-soft/60' : 'border-line',
                )}
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg p-1 focus-within:outline-2 focus-within:outline-ring">
                  <input
                    type="radio"
                    name="payout-account"
                    value={a.id}
                    checked={active}
                    onChange={() => onSelect(a.id)}
                    className="sr-only"
                  />
                  <ChoiceBody active={active} size="size-9" icon={<Icon size={18} />}>
                    <span className="block truncate text-sm font-bold">{a.providerName}</span>
                    <span className="block truncate text-xs text-fg-muted tabular-nums">
                      {a.holderName} · {a.accountNumberMasked}
                    </span>
                  </ChoiceBody>
                </label>
                <button
                  type="button"
                  onClick={() => setConfirming(a)}
                  aria-label={`${t('withdraw.removeAccount')}: ${a.providerName} ${a.accountNumberMasked}`}
                  className="grid size-8 shrink-0 place-items-center rounded-lg text-fg-muted transition hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <TrashIcon size={16} />
                </button>
              </div>
            );
          })}
        </div>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="payout-remove-question"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2.5"
        >
          <p id="payout-remove-question" className="min-w-0 flex-1 text-sm font-medium text-danger">
            {t('withdraw.removeConfirm', { name: `${confirming.providerName} ${confirming.accountNumberMasked}` })}
          </p>
          <Button size="sm" variant="outline" onClick={() => setConfirming(null)} disabled={removing}>
            {t('dialog.cancel')}
          </Button>
          <Button size="sm" variant="primary" onClick={() => void remove(confirming)} disabled={removing} autoFocus>
            {t('withdraw.removeAccount')}
          </Button>
        </div>
      ) : null}
      <FormAlert>{error}</FormAlert>
      {adding ? (
        <AddPayoutAccountForm
          onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
          onAdded={(account) => {
            setAdding(false);
            onSelect(account.id);
          }}
        />
      ) : accounts.length < max ? (
        <Button variant="subtle" size="sm" className="self-start" onClick={() => setAdding(true)}>
          <PlusIcon size={16} />
          {t('withdraw.addAccount')}
        </Button>
      ) : (
        <p className="text-xs text-fg-muted">{t('withdraw.accountLimit', { max })}</p>
      )}
    </div>
  );
}
