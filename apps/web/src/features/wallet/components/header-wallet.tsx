import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRIAL_AGENT_TYPE } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/ui/icons';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/money-icons';
import { ToggleButton } from '@/components/ui/toggle-button';
import { useRequireMember } from '@/lib/auth/use-require-member';
import { useFlag } from '@/lib/site/use-status';
import { cn } from '@/lib/cn';
import { formatMoney, HIDDEN_AMOUNT } from '@/lib/money';
import { sessionStore, useSessionValue } from '@/lib/session-store';
import { openModal } from '@/modals';
import { balanceQuery } from '../api/wallet-api';

/** Deposit and withdraw open the member centre on their page; phones have room for deposit only. */
const MONEY_BUTTONS = [
  {
    page: 'depositv2',
    variant: 'gold',
    Icon: ArrowDownIcon,
    label: 'wallet.deposit',
    className: 'max-md:size-9 max-md:px-0',
  },
  {
    page: 'withdraw',
    variant: 'outline',
    Icon: ArrowUpIcon,
    label: 'wallet.withdraw',
    className: 'max-sm:hidden max-md:size-9 max-md:px-0',
  },
] as const;

/**
 * The header balance (spec portal.md section 2): "balance updating" until the first answer, then
 * the currency symbol and the sum with two decimals; an eye to show it as stars (remembered for
 * the tab's session) and a refresh that spins while fetching. Deposit and withdraw open the
 * member centre when it is available (MEMBERCENTER3); trial accounts get the real-account warning.
 */
export default function HeaderWallet() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const trial = useSessionValue('isAgent') === TRIAL_AGENT_TYPE;
  const hidden = useSessionValue('balanceHidden') === true;
  const memberCentre = useFlag('MEMBERCENTER3');
  const guard = useRequireMember();
  const { data, isFetching, refetch } = useQuery({ ...balanceQuery(token), enabled: Boolean(token) });

  const amount = data ? formatMoney(data.sumBalance, i18n.language, { symbol: data.currencySymbol || '$' }) : null;
  const open = (page: 'depositv2' | 'withdraw') => guard(() => openModal({ name: 'memberCentre', options: { page } }));

  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <div
        role="group"
        aria-label={trial ? t('wallet.demoBalance') : t('wallet.balance')}
        className="flex h-9 items-center rounded-full border border-line bg-surface pr-0.5 pl-0.5 sm:h-10 sm:pr-1 sm:pl-1"
      >
        <ToggleButton
          pressed={hidden}
          onClick={() => sessionStore.set('balanceHidden', !hidden)}
          aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
          className="grid size-7 place-items-center rounded-full text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring sm:size-8"
        >
          {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
        </ToggleButton>
        <span
          data-testid="header-balance"
          aria-live="polite"
          className={cn(
            'min-w-0 px-1 text-[13px] font-bold whitespace-nowrap tabular-nums sm:px-1.5 sm:text-sm',
            amount ? 'text-fg' : 'text-fg-muted max-sm:max-w-20 max-sm:truncate',
          )}
        >
          {amount === null ? t('wallet.balanceUpdating') : hidden ? HIDDEN_AMOUNT : amount}
        </span>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-label={t('wallet.refreshBalance')}
          aria-busy={isFetching || undefined}
          className="grid size-7 place-items-center rounded-full text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-progress sm:size-8"
        >
          <RefreshIcon size={16} className={cn(isFetching && 'animate-spin')} />
        </button>
      </div>
      {memberCentre
        ? MONEY_BUTTONS.map(({ page, variant, Icon, label, className }) => (
            <Button
              key={page}
              variant={variant}
              size="sm"
              onClick={() => open(page)}
              aria-label={t(label)}
              className={className}
            >
              <Icon size={16} strokeWidth={2.2} />
              <span className="max-md:hidden">{t(label)}</span>
            </Button>
          ))
        : null}
    </div>
  );
}
