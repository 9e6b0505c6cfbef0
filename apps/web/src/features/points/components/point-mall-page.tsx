import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reward } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { CrownIcon, GiftIcon } from '@/components/ui/icons';
import { ListIcon, SwapIcon, TargetIcon } from '@/components/ui/money-icons';
import { Loading } from '@/components/ui/page-blocks';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { useSessionValue } from '@/lib/session-store';
import { fundsQuery, walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { balanceQuery, configQuery, historyQuery } from '../api/points-api';
import { BalanceHero } from './balance-hero';
import { ConvertPanel } from './convert-panel';
import { EarnRules } from './earn-rules';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import { RewardsPanel } from './rewards-panel';

type Tab = 'rewards' | 'history' | 'convert' | 'earn';
const TABS = tabSet<Tab>('points', 'points.tabsLabel', [
  { value: 'rewards', label: 'points.tabs.rewards', icon: GiftIcon },
  { value: 'history', label: 'points.tabs.history', icon: ListIcon },
  { value: 'convert', label: 'points.tabs.convert', icon: SwapIcon },
  { value: 'earn', label: 'points.tabs.earn', icon: TargetIcon },
]);

/**
 * /pointMall (spec portal.md section 2): balance, rewards, redemption, history, conversion and the
 * rules. The route above it gives the page its title.
 */
export default function PointMallPage() {
  const token = useSessionValue('token') ?? '';
  return (
    <div className="mx-auto w-full max-w-7xl px-3 pb-10 sm:px-5 lg:px-8">
      {token ? <Mall token={token} /> : <LoggedOut />}
    </div>
  );
}

function LoggedOut() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-5 py-10 text-center shadow-card">
      <span className="grid size-14 place-items-center rounded-2xl bg-gradient-gold text-on-gold shadow-card">
        <CrownIcon size={28} />
      </span>
      <h2 className="text-xl font-black">{t('points.loginTitle')}</h2>
      <p className="max-w-md text-sm text-fg-muted">{t('points.loginHint')}</p>
      <Button variant="gold" size="lg" onClick={() => openLoginModal()}>
        {t('points.loginButton')}
      </Button>
    </section>
  );
}

function Mall({ token }: { token: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const balance = useQuery(balanceQuery(token));
  const config = useQuery(configQuery(token));
  const member = useQuery(walletMemberQuery(token));
  const funds = useQuery(fundsQuery(token));
  const history = useQuery(historyQuery(token, 1));
  if (balance.isPending || config.isPending) return <Loading />;
  // Trial (free-play) accounts hold no points: the server refuses them, the page says why.
  if (isApiError(balance.error) && balance.error.code === 'auth.trial_refused')
    return <FormAlert>{t('in_need_true_account')}</FormAlert>;
  if (balance.isError || config.isError)
    return (
      <div className="space-y-3">
        <FormAlert>{t(errorMessageKey(balance.error ?? config.error))}</FormAlert>
        <Button variant="outline" onClick={() => void Promise.all([balance.refetch(), config.refetch()])}>
          {t('points.retry')}
        </Button>
      </div>
    );
  if (!config.data.enabled) return <FormAlert>{t('points.disabled')}</FormAlert>;
  const points = balance.data.currentPoints;
  const symbol = funds.data?.currencySymbol ?? '';
  const hasPaymentPassword = member.data?.hasPaymentPassword ?? true;
  const last = history.data?.list.find((r) => r.address !== null);
  const lastDelivery = last
    ? { recipient: last.recipient ?? '', address: last.address ?? '', phone: last.phone ?? '' }
    : null;
  return (
    <div className="space-y-5">
      <p className="-mt-2 text-sm text-fg-muted">{t('points.subtitle')}</p>
      <BalanceHero balance={balance.data} />
      <SegmentedTabs tabs={TABS} value={tab} onChange={setTab} />
      <div role="tabpanel" id={`points-panel-${tab}`} aria-labelledby={`points-tab-${tab}`}>
        {tab === 'rewards' ? <RewardsPanel token={token} points={points} onRedeem={setRedeeming} /> : null}
        {tab === 'history' ? <RedeemHistory token={token} /> : null}
        {tab === 'convert' ? (
          <ConvertPanel config={config.data} points={points} symbol={symbol} hasPaymentPassword={hasPaymentPassword} />
        ) : null}
        {tab === 'earn' ? <EarnRules config={config.data} symbol={symbol} /> : null}
      </div>
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          points={points}
          hasPaymentPassword={hasPaymentPassword}
          lastDelivery={lastDelivery}
          onClose={() => setRedeeming(null)}
          onDone={() => undefined}
        />
      ) : null}
    </div>
  );
}
