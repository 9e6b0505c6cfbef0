import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isAgentType, TRIAL_AGENT_TYPE } from '@arcadia/contracts';
import {
  ChevronDownIcon,
  DiceIcon,
  KeyIcon,
  LogoutIcon,
  MailIcon,
  PencilIcon,
  TicketIcon,
  UserIcon,
} from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { lineIcon } from '@/components/ui/line-icon';
import { logout } from '@/lib/auth/lazy-flows';
import { useRequireMember } from '@/lib/auth/use-require-member';
import type { MemberCentrePage } from '@/modals/member-centre-pages';
import { useFlag } from '@/lib/site/use-status';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import { openModal } from '@/modals';
import { memberIconQuery, memberInfoQuery } from '../api/member-api';
import { useMemberLanguageSync } from '../hooks/use-member-language-sync';
import { MemberAvatar } from './member-avatar';
import { MemberLabels, useSessionLabel } from './member-labels';

export type UnreadBadgeProps = { variant: 'avatar' | 'menu'; label: (count: number) => string };
/** What the header composes in from other features: the wallet widget and the unread badge. */
export type MemberHeaderProps = { wallet: ReactNode; UnreadBadge: ComponentType<UnreadBadgeProps> };

/* The money pages' arrows, drawn here too: money-icons.tsx is not on the first load. */
const ArrowDownIcon = lineIcon(['M12 4v15M6 13l6 6 6-6']);
const ArrowUpIcon = lineIcon(['M12 20V5M6 11l6-6 6 6']);

/** The avatar menu's member-centre entries; deposit and withdraw only on phones (the header has their buttons). */
const CENTRE_ENTRIES = [
  { page: 'depositv2', Icon: ArrowDownIcon, label: 'member.deposit', phonesOnly: true },
  { page: 'withdraw', Icon: ArrowUpIcon, label: 'member.withdraw', phonesOnly: true },
  { page: 'securityCenter', Icon: UserIcon, label: 'member.memberCentre', phonesOnly: false },
  { page: 'personalHistoryCopy', Icon: DiceIcon, label: 'member.bettingRecord', phonesOnly: false },
  { page: 'transactionHistory', Icon: TicketIcon, label: 'member.accountRecord', phonesOnly: false },
] as const satisfies readonly { page: MemberCentrePage; Icon: unknown; label: string; phonesOnly: boolean }[];

const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg outline-none select-none data-highlighted:bg-surface-2';

/**
 * The logged-in part of the header: balance and money buttons, avatar (with its edit action and
 * the unread-message badge), nickname, labels and the avatar menu. Members, account record,
 * betting record and messages open the member centre; the agent entry arrives with its data.
 */
export default function MemberHeader({ wallet, UnreadBadge }: MemberHeaderProps) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const nickname = useSessionValue('nickname');
  const username = useSessionValue('username');
  const isAgent = useSessionValue('isAgent');
  const { data: info } = useQuery({ ...memberInfoQuery(token), enabled: Boolean(token) });
  const { data: icon, isError: iconFailed } = useQuery({ ...memberIconQuery(token), enabled: Boolean(token) });
  const guard = useRequireMember();
  const trial = isAgent === TRIAL_AGENT_TYPE;
  useMemberLanguageSync(Boolean(token) && !trial);

  const name = info?.nickname ?? nickname ?? username ?? '';
  const avatar = iconFailed ? null : (icon?.icon ?? info?.avatar);
  const fallbackLabel = useSessionLabel();
  const editAvatar = () => openModal({ name: 'avatarPicker', options: {} });
  const memberCentre = useFlag('MEMBERCENTER3');
  const unreadLabel = (count: number) => t('member.unreadMessages', { count });
  const moneyTexts = useMoneyTextsLater();
  const openCentre = (page: MemberCentrePage) => guard(() => openModal({ name: 'memberCentre', options: { page } }));

  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <Suspense fallback={null}>{wallet}</Suspense>
      {/* The pencil stands beside the menu on wide screens; phones edit the avatar from the menu. */}
      <div className="flex shrink-0 items-center gap-1.5">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('member.menu')}
            className="group flex items-center gap-1.5 rounded-full border border-line bg-surface py-1 pr-1 pl-1 sm:gap-2.5 transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:pr-3"
          >
            <MemberAvatar src={avatar} className="size-8" />
            {/* Beside the avatar, never on it (a phone's avatar is 32 px: a corner badge hid it). */}
            {moneyTexts ? (
              <Suspense fallback={null}>
                <UnreadBadge variant="avatar" label={unreadLabel} />
              </Suspense>
            ) : null}
            <span className="hidden min-w-0 flex-col items-start leading-tight sm:flex">
              <span className="max-w-32 truncate text-sm font-semibold">{name}</span>
              {trial ? (
                <span className="text-[11px] font-semibold text-fg-muted">{t('member.trialBadge')}</span>
              ) : (
                <MemberLabels info={info} fallback={fallbackLabel} className="mt-0.5" />
              )}
            </span>
            <ChevronDownIcon
              size={14}
              className="hidden text-fg-muted transition-transform group-data-[state=open]:rotate-180 sm:block"
            />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={8}
              className="z-40 w-64 rounded-2xl border border-line bg-surface p-2 text-fg shadow-pop"
            >
              <div className="flex items-center gap-3 px-2 pt-1 pb-3">
                <MemberAvatar src={avatar} className="size-11" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-bold">{name}</p>
                  {username && username !== name ? <p className="truncate text-xs text-fg-muted">@{username}</p> : null}
                  {trial ? (
                    <span className="mt-1 inline-block rounded-md bg-surface-3 px-1.5 py-0.5 text-[11px] font-bold text-fg-muted">
                      {t('member.trialBadge')}
                    </span>
                  ) : (
                    <MemberLabels info={info} fallback={fallbackLabel} className="mt-1" />
                  )}
                </div>
              </div>
              <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-line" />
              {memberCentre && moneyTexts ? (
                <>
                  {/* Phones have room for the deposit button only; withdraw (and deposit) live here too. */}
                  {CENTRE_ENTRIES.map(({ page, Icon, label, phonesOnly }) => (
                    <DropdownMenu.Item
                      key={page}
                      className={phonesOnly ? cn(ITEM, 'sm:hidden') : ITEM}
                      onSelect={() => openCentre(page)}
                    >
                      <Icon size={18} className="text-fg-muted" />
                      {t(label)}
                    </DropdownMenu.Item>
                  ))}
                  {/* The agent entry: agent types only (spec portal.md section 6). */}
                  {isAgentType(isAgent ?? 0) ? (
                    <DropdownMenu.Item
                      className={ITEM}
                      onSelect={() => guard(() => openModal({ name: 'agentCentre', options: {} }))}
                    >
                      <UserIcon size={18} className="text-fg-muted" />
                      {t('agent.title')}
                    </DropdownMenu.Item>
                  ) : null}
                  <DropdownMenu.Item className={ITEM} onSelect={() => openCentre('messageV2')}>
                    <MailIcon size={18} className="text-fg-muted" />
                    <span className="flex-1">{t('member.messages')}</span>
                    <Suspense fallback={null}>
                      <UnreadBadge variant="menu" label={unreadLabel} />
                    </Suspense>
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />
                </>
              ) : null}
              <DropdownMenu.Item className={ITEM} onSelect={editAvatar}>
                <PencilIcon size={18} className="text-fg-muted" />
                {t('member.avatarEdit')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={ITEM}
                onSelect={() => guard(() => openModal({ name: 'changePassword', options: {} }))}
              >
                <KeyIcon size={18} className="text-fg-muted" />
                {t('member.changePassword')}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />
              <DropdownMenu.Item className={cn(ITEM, 'text-danger')} onSelect={() => void logout()}>
                <LogoutIcon size={18} />
                {t('member.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <IconButton
          label={t('member.avatarEdit')}
          onClick={editAvatar}
          className="grid size-8 place-items-center rounded-full border border-line bg-surface text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
        >
          <PencilIcon size={14} />
        </IconButton>
      </div>
    </div>
  );
}

/** The member-centre entries and the unread badge use the money texts; they appear once those are in. */
function useMoneyTextsLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void import('@/i18n/money-texts').then((module) => module.loadMoneyTexts()).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
