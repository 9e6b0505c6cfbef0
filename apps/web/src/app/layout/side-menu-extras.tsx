import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import {
  ChatIcon,
  DownloadIcon,
  FacebookIcon,
  GaugeIcon,
  HeadsetIcon,
  HelpIcon,
  InstagramIcon,
  MailIcon,
  MegaphoneIcon,
  QrIcon,
  TelegramIcon,
} from '@/components/ui/icons';
import { openModal, showDialog } from '@/modals';
import { chatPanel, useChatUnread } from '@/lib/chat-panel';
import { sessionStore, useIsLoggedIn } from '@/lib/session-store';
import { useFlag } from '@/lib/site/use-status';
import { loadAppQrCodes } from '@/features/content';
import { useAuthEntry } from './use-auth-entry';
import { useOpenSupport, useResource, useSupportEntries } from '@/lib/site/use-support';
import { cn } from '@/lib/cn';
import { SideMenuButton, SideMenuLink, SideMenuSection } from './side-menu-item';

/** isAgent of a trial (free-play) account: the chat refuses it (spec: in_please_information). */
const TRIAL_AGENT_TYPE = 4;

// The QR codes load only when asked for: they are not worth first-load bytes.
const AppQrCodes = lazy(loadAppQrCodes);

/**
 * Customer-service submenu (spec portal.md section 2): live chat (LIVECHAT-1), messages (needs
 * login), announcements, the help dialog, the speed test, customer service (the type 3 link) and
 * the help centre.
 */
export function SideMenuSupport({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { support, liveChat } = useSupportEntries();
  const openSupport = useOpenSupport();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthEntry();
  const then = (action: () => void) => () => {
    onNavigate?.();
    action();
  };
  // The built-in chat (flag CBS3) takes the live chat entry; without it a LIVECHAT-1 position may.
  const chatOn = useFlag('CBS3');
  const unread = useChatUnread();
  const toggleChat = () => {
    if (!loggedIn) return openLogin();
    if (sessionStore.get('isAgent') === TRIAL_AGENT_TYPE)
      return void showDialog({ tone: 'warning', message: t('in_please_information') });
    chatPanel.toggle();
  };
  return (
    <SideMenuSection title={t('nav.support')} mini={mini}>
      {support ? (
        <SideMenuButton
          icon={HeadsetIcon}
          label={t('nav.customerService')}
          mini={mini}
          onClick={() => openSupport(support.path)}
        />
      ) : null}
      {chatOn ? (
        <SideMenuButton
          icon={ChatIcon}
          label={t('nav.liveChat')}
          mini={mini}
          onClick={then(toggleChat)}
          badge={
            unread > 0 ? (
              <span
                aria-label={t('nav.chatUnread', { count: unread })}
                className="grid min-w-5 place-items-center rounded-full bg-gold px-1 text-[11px] font-bold text-on-gold"
              >
                {unread}
              </span>
            ) : undefined
          }
        />
      ) : liveChat ? (
        <SideMenuButton
          icon={ChatIcon}
          label={t('nav.liveChat')}
          mini={mini}
          onClick={() => openSupport(liveChat.path)}
          badge={
            <span aria-hidden="true" className="size-2 rounded-full bg-gold shadow-[0_0_0_3px_var(--brand-soft)]" />
          }
        />
      ) : null}
      <SideMenuButton
        icon={MailIcon}
        label={t('nav.messages')}
        mini={mini}
        onClick={then(() =>
          loggedIn ? openModal({ name: 'memberCentre', options: { page: 'messageV2' } }) : openLogin(),
        )}
      />
      <SideMenuButton
        icon={MegaphoneIcon}
        label={t('nav.announcements')}
        mini={mini}
        onClick={then(() => openModal({ name: 'notices', options: {} }))}
      />
      <SideMenuButton
        icon={HelpIcon}
        label={t('nav.helpDialog')}
        mini={mini}
        onClick={then(() => openModal({ name: 'helpDialog', options: {} }))}
      />
      <SideMenuButton
        icon={GaugeIcon}
        label={t('nav.speedTest')}
        mini={mini}
        onClick={then(() => openModal({ name: 'speedTest', options: {} }))}
      />
      <SideMenuLink to="/helpmc" icon={HelpIcon} label={t('nav.helpCentre')} mini={mini} onNavigate={onNavigate} />
    </SideMenuSection>
  );
}

/** /down, only when there is an app to download; its QR codes (size 100) on request. */
export function SideMenuAppDownload({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const android = useResource('android');
  const ios = useResource('ios');
  const [qr, setQr] = useState(false);
  if (!android && !ios) return null;
  return (
    <div>
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">
          <SideMenuLink
            to="/down"
            icon={DownloadIcon}
            label={t('nav.appDownload')}
            mini={mini}
            onNavigate={onNavigate}
          />
        </div>
        {mini ? null : (
          <button
            type="button"
            aria-expanded={qr}
            aria-label={t('nav.appQr')}
            title={t('nav.appQr')}
            onClick={() => setQr((open) => !open)}
            className="grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <QrIcon size={18} />
          </button>
        )}
      </div>
      {qr && !mini ? (
        <div className="flex flex-col gap-1">
          <Suspense fallback={<div className="h-[132px]" aria-busy="true" />}>
            <AppQrCodes android={android} ios={ios} />
          </Suspense>
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              openModal({ name: 'appDownload', options: {} });
            }}
            className="self-center rounded-lg px-3 py-1.5 text-xs font-semibold text-brand-fg underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('nav.installSteps')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'telegram', label: 'Telegram', Icon: TelegramIcon },
] as const;

export function SideMenuSocial({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const facebook = useResource('facebook');
  const instagram = useResource('instagram');
  const telegram = useResource('telegram');
  const urls = { facebook: facebook?.url, instagram: instagram?.url, telegram: telegram?.url };
  const links = SOCIAL.filter((entry) => urls[entry.key]);
  if (links.length === 0) return null;
  return (
    <section aria-label={t('nav.follow')} className={cn('flex gap-2', mini ? 'flex-col items-center' : 'px-3')}>
      {links.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={urls[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className="grid size-10 place-items-center rounded-xl border border-line text-fg-muted transition hover:border-brand-fg/40 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon size={18} />
        </a>
      ))}
    </section>
  );
}
