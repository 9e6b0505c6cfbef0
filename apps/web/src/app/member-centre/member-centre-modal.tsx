import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/page-blocks';
import { loadBetRecordPage, loadProfitLossPage } from '@/features/games';
import { loadInboxPage, unreadCountQuery } from '@/features/inbox';
import { loadResponsibleGamingPage } from '@/features/responsible-gaming';
import { loadBonusDetailsPage } from '@/features/promotions';
import { loadRebatePage } from '@/features/rebates';
import { loadMissionActivityPage, missionSummaryQuery } from '@/features/missions';
import { loadReferralPage } from '@/features/referrals';
import { loadRewardCentrePage } from '@/features/rewards';
import { loadDepositPage, loadWithdrawPage } from '@/features/payments';
import { loadTransactionHistoryPage, loadTransferFundPage, loadTransferUplinePage } from '@/features/wallet';
import { walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { errorMessageKey } from '@/i18n';
import { useMoneyTexts } from '@/i18n/money-texts';
import { useSessionValue } from '@/lib/session-store';
import type { ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { MemberCentreNavContext } from '@/modals/member-centre-nav';
import { menuEntries, startPage, type MemberCentrePage } from './pages';
import { MemberCentreMenu } from './member-centre-menu';

type Page = ComponentType;
const PAGES: Partial<Record<MemberCentrePage, Page>> = {
  securityCenter: lazy(() => import('./account-page')),
  transferFund: lazy(loadTransferFundPage),
  depositv2: lazy(loadDepositPage),
  withdraw: lazy(loadWithdrawPage),
  transferUpline: lazy(loadTransferUplinePage),
  personalHistoryCopy: lazy(loadBetRecordPage),
  personalProfit: lazy(loadProfitLossPage),
  transactionHistory: lazy(loadTransactionHistoryPage),
  messageV2: lazy(loadInboxPage),
  responsibleGaming: lazy(loadResponsibleGamingPage),
  bonusDetails: lazy(loadBonusDetailsPage),
  manualRebate: lazy(loadRebatePage),
  referral: lazy(loadReferralPage),
  missionLeaderboard: lazy(loadMissionActivityPage),
  rewardCenter: lazy(loadRewardCentrePage),
};

/**
 * The member centre: the menu (once the member is loaded; nothing before) and the chosen page in
 * the right-hand panel. On phones the menu is a list that navigates into a page with a back
 * button. Opened by name with an initial page key.
 */
export default function MemberCentreModal({ options, open, onClose }: ModalComponentProps<'memberCentre'>) {
  const { t } = useTranslation();
  const textsReady = useMoneyTexts();
  const token = useSessionValue('token') ?? '';
  const info = useQuery({ ...walletMemberQuery(token), enabled: Boolean(token) });
  const unread = useQuery({ ...unreadCountQuery(token), enabled: Boolean(token) });
  const missions = useQuery({ ...missionSummaryQuery(token), enabled: Boolean(token) });
  const entries = useMemo(() => (info.data ? menuEntries(info.data) : null), [info.data]);
  const [chosen, setChosen] = useState<MemberCentrePage | null>(null);
  // Phones: opened without a page → the list first; opened on a page → that page, with a way back.
  const [phoneView, setPhoneView] = useState<'menu' | 'page'>(options.page ? 'page' : 'menu');
  const active = entries
    ? chosen && entries.some((e) => e.page === chosen && e.ready)
      ? chosen
      : startPage(entries, options.page)
    : null;
  const Page = active ? PAGES[active] : undefined;

  const select = (page: MemberCentrePage) => {
    setChosen(page);
    setPhoneView('page');
  };

  return (
    <Modal
      name="memberCentre"
      open={open}
      onClose={onClose}
      title={textsReady ? t('centre.title') : ''}
      size="xl"
      draggable={false}
    >
      {!textsReady ? (
        <Loading label="" />
      ) : info.isError ? (
        <div className="p-5">
          <FormAlert>{t(errorMessageKey(info.error))}</FormAlert>
        </div>
      ) : !entries || !active ? (
        <Loading />
      ) : (
        <div className="flex h-[min(780px,calc(100dvh-2rem-3.5rem))] min-h-0">
          <aside
            className={
              phoneView === 'menu'
                ? 'w-full overflow-y-auto p-3 md:w-72 md:shrink-0 md:border-r md:border-line'
                : 'hidden overflow-y-auto border-r border-line p-3 md:block md:w-72 md:shrink-0'
            }
          >
            <MemberCentreMenu
              entries={entries}
              active={active}
              unread={unread.data ?? 0}
              missionsReady={missions.data?.claimable ?? 0}
              onSelect={select}
            />
          </aside>
          <section
            aria-labelledby="member-centre-page-title"
            className={
              phoneView === 'page'
                ? 'flex min-w-0 flex-1 flex-col overflow-y-auto bg-page/60'
                : 'hidden min-w-0 flex-1 flex-col overflow-y-auto bg-page/60 md:flex'
            }
          >
            <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface/95 px-3 py-2.5 backdrop-blur md:px-5 md:py-3.5">
              <Button
                variant="ghost"
                size="icon"
                className="size-9 md:hidden"
                aria-label={t('centre.back')}
                onClick={() => setPhoneView('menu')}
              >
                <ChevronLeftIcon />
              </Button>
              <h2 id="member-centre-page-title" className="text-base font-bold md:text-lg">
                {t(`centre.pages.${active}`)}
              </h2>
            </div>
            <div className="p-3 md:p-5">
              <MemberCentreNavContext.Provider value={select}>
                <Suspense fallback={<Loading />}>{Page ? <Page key={active} /> : null}</Suspense>
              </MemberCentreNavContext.Provider>
            </div>
          </section>
        </div>
      )}
    </Modal>
  );
}
