import { useTranslation } from 'react-i18next';
import {
  ChatIcon,
  DownloadIcon,
  FacebookIcon,
  HeadsetIcon,
  HelpIcon,
  InstagramIcon,
  TelegramIcon,
} from '@/components/ui/icons';
import { useOpenSupport, useResource, useSupportEntries } from '@/lib/site/use-support';
import { cn } from '@/lib/cn';
import { SideMenuButton, SideMenuLink, SideMenuSection } from './side-menu-item';

/**
 * Customer-service submenu frame. Only entries with a real target today: the support link
 * (type 3), live chat (position LIVECHAT-1) and the help centre. Messages, announcements and the
 * speed test join when their issues land.
 */
export function SideMenuSupport({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { support, liveChat } = useSupportEntries();
  const openSupport = useOpenSupport();
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
      {liveChat ? (
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
      <SideMenuLink to="/helpmc" icon={HelpIcon} label={t('nav.helpCentre')} mini={mini} onNavigate={onNavigate} />
    </SideMenuSection>
  );
}

/** /down, only when there is an app to download. */
export function SideMenuAppDownload({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const android = useResource('android');
  const ios = useResource('ios');
  if (!android && !ios) return null;
  return (
    <SideMenuLink to="/down" icon={DownloadIcon} label={t('nav.appDownload')} mini={mini} onNavigate={onNavigate} />
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
