import { useTranslation } from 'react-i18next';
import { ChatIcon, FacebookIcon, TelegramIcon } from '@/components/ui/icons';

/** Share addresses of the networks the page offers: plain links, no script of theirs is loaded. */
function shareTargets(link: string, text: string) {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`, Icon: ChatIcon },
    { network: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${message}`, Icon: TelegramIcon },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, Icon: FacebookIcon },
    { network: 'X', href: `https://x.com/intent/post?url=${url}&text=${message}`, Icon: null },
  ];
}

export function ShareLinks({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('referrals.share')}>
      {shareTargets(link, t('referrals.shareText')).map(({ network, href, Icon }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('referrals.shareOn', { network })}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-3 text-xs font-semibold text-fg transition hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {Icon ? (
              <Icon size={15} />
            ) : (
              <span aria-hidden="true" className="text-sm font-black">
                𝕏
              </span>
            )}
            {network}
          </a>
        </li>
      ))}
    </ul>
  );
}
