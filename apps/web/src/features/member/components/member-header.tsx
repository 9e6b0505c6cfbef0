import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { TRIAL_AGENT_TYPE } from '@arcadia/contracts';
import { ChevronDownIcon, KeyIcon, LogoutIcon, PencilIcon } from '@/components/ui/icons';
import { logout, useRequireMember } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import { openModal } from '@/modals';
import { memberIconQuery, memberInfoQuery } from '../api/member-api';
import { useMemberLanguageSync } from '../hooks/use-member-language-sync';
import { MemberAvatar } from './member-avatar';
import { MemberLabels } from './member-labels';

const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg outline-none select-none data-highlighted:bg-surface-2';

/**
 * The logged-in part of the header: avatar (with its edit action), nickname, labels and the avatar
 * menu. Members, account record, betting record and the agent entry arrive with the member and
 * agent centres; until then the menu offers only what works.
 */
export default function MemberHeader() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const nickname = useSessionValue('nickname');
  const username = useSessionValue('username');
  const isAgent = useSessionValue('isAgent');
  const labelName = useSessionValue('memberLabel');
  const labelText = useSessionValue('memberLabelTextColor');
  const labelBg = useSessionValue('memberLabelBgColor');
  const { data: info } = useQuery({ ...memberInfoQuery(token), enabled: Boolean(token) });
  const { data: icon, isError: iconFailed } = useQuery({ ...memberIconQuery(token), enabled: Boolean(token) });
  const guard = useRequireMember();
  const trial = isAgent === TRIAL_AGENT_TYPE;
  useMemberLanguageSync(Boolean(token) && !trial);

  const name = info?.nickname ?? nickname ?? username ?? '';
  const avatar = iconFailed ? null : (icon?.icon ?? info?.avatar);
  const fallbackLabel = labelName ? { labelName, color: labelText ?? 'inherit', color2: labelBg ?? 'transparent' } : null;
  const editAvatar = () => openModal({ name: 'avatarPicker', options: {} });

  return (
    <div className="flex items-center gap-2">
      <div className="relative shrink-0">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('member.menu')}
            className="group flex items-center gap-2.5 rounded-full border border-line bg-surface py-1 pr-1 pl-1 transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:pr-3"
          >
            <MemberAvatar src={avatar} className="size-8" />
            <span className="hidden min-w-0 flex-col items-start leading-tight sm:flex">
              <span className="max-w-32 truncate text-sm font-semibold">{name}</span>
              {trial ? (
                <span className="text-[11px] font-semibold text-fg-muted">{t('member.trialBadge')}</span>
              ) : (
                <MemberLabels info={info} fallback={fallbackLabel} className="mt-0.5" />
              )}
            </span>
            <ChevronDownIcon size={14} className="hidden text-fg-muted transition-transform group-data-[state=open]:rotate-180 sm:block" />
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
        <button
          type="button"
          onClick={editAvatar}
          aria-label={t('member.avatarEdit')}
          title={t('member.avatarEdit')}
          className="absolute -bottom-0.5 left-6.5 grid size-4.5 place-items-center rounded-full border-2 border-surface bg-brand text-on-brand transition hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-ring"
        >
          <PencilIcon size={9} strokeWidth={2.6} />
        </button>
      </div>
    </div>
  );
}
