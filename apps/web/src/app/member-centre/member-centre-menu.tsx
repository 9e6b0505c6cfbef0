import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DiceIcon, GaugeIcon, GiftIcon, ShieldIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChartIcon,
  ChevronRightIcon,
  InboxIcon,
  ListIcon,
  PercentIcon,
  SwapIcon,
  TargetIcon,
  WalletIcon,
} from '@/components/ui/money-icons';
import { cn } from '@/lib/cn';
import type { MemberCentrePage, MenuEntry } from './pages';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
const ICONS: Record<MemberCentrePage, Icon> = {
  securityCenter: ShieldIcon,
  transferFund: WalletIcon,
  depositv2: ArrowDownIcon,
  withdraw: ArrowUpIcon,
  transferUpline: SwapIcon,
  personalHistoryCopy: DiceIcon,
  transactionHistory: ListIcon,
  personalProfit: ChartIcon,
  bonusDetails: GiftIcon,
  rewardCenter: TicketIcon,
  referral: UsersIcon,
  missionLeaderboard: TargetIcon,
  messageV2: InboxIcon,
  manualRebate: PercentIcon,
  responsibleGaming: GaugeIcon,
};

type Props = {
  entries: MenuEntry[];
  /** The highlighted entry; null on phones while the list itself is shown. */
  active: MemberCentrePage | null;
  unread: number;
  /** Missions done and not claimed yet: the mission entry's badge. */
  missionsReady: number;
  onSelect: (page: MemberCentrePage) => void;
};

/** The member centre's menu: spec order, the active entry highlighted, entries not built yet disabled. */
export function MemberCentreMenu({ entries, active, unread, missionsReady, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('centre.menu')}>
      <ul className="flex flex-col gap-0.5">
        {entries.map(({ page, ready }) => {
          const Icon = ICONS[page];
          const current = page === active;
          return (
            <li key={page}>
              <button
                type="button"
                data-page={page}
                aria-current={current ? 'page' : undefined}
                aria-disabled={!ready || undefined}
                onClick={() => ready && onSelect(page)}
                className={cn(
                  'group flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-semibold transition',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  current
                    ? 'bg-brand text-on-brand shadow-card'
                    : ready
                      ? 'text-fg hover:bg-surface-2'
                      : 'cursor-not-allowed text-fg-muted/70',
                )}
              >
                <Icon size={18} className={cn('shrink-0', current ? '' : 'text-fg-muted')} />
                {/* Wraps rather than cuts: long names ("Mensagens da plataforma") stay whole on a phone. */}
                <span className="min-w-0 flex-1 leading-snug break-words">{t(`centre.pages.${page}`)}</span>
                {page === 'missionLeaderboard' && missionsReady > 0 ? (
                  <span
                    data-testid="mission-badge"
                    className={cn(
                      'min-w-5 rounded-full px-1.5 text-center text-[11px] leading-5 font-bold',
                      current ? 'bg-on-brand text-brand' : 'bg-danger text-on-brand',
                    )}
                  >
                    <span className="sr-only">{t('centre.missionsReady', { count: missionsReady })}: </span>
                    {missionsReady > 99 ? '99+' : missionsReady}
                  </span>
                ) : null}
                {page === 'messageV2' && unread > 0 ? (
                  <span
                    className={cn(
                      'min-w-5 rounded-full px-1.5 text-center text-[11px] leading-5 font-bold',
                      current ? 'bg-on-brand text-brand' : 'bg-danger text-on-brand',
                    )}
                  >
                    <span className="sr-only">{t('inbox.unreadCount', { count: unread })}: </span>
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
                {!ready ? (
                  <span className="rounded-md bg-surface-3 px-1.5 py-0.5 text-[10px] font-bold text-fg-muted">
                    {t('centre.soon')}
                  </span>
                ) : null}
                {ready && !current ? <ChevronRightIcon size={14} className="shrink-0 text-fg-muted md:hidden" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
