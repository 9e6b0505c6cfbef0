import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useSessionValue } from '@/lib/session-store';

/** While a game is open the balance is read again this often (the game moves money server-side). */
export const HOST_BALANCE_REFRESH_MS = 5_000;

/** Only web addresses (or same-origin paths) are framed; anything else stored under iframeUrl is refused. */
export function safeGameAddress(address: string | null): string | null {
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /game: the launched game in an iframe under the header (spec: header only). The address is the
 * launch answer's, kept in session storage as iframeUrl so a reload keeps the game. `onActivity`
 * lets the app refresh the header balance while the game runs and whenever the game posts a message.
 */
export function GameHost({ onActivity }: { onActivity?: () => void }) {
  const { t } = useTranslation();
  const address = safeGameAddress(useSessionValue('iframeUrl'));

  useEffect(() => {
    if (!address || !onActivity) return;
    const timer = setInterval(onActivity, HOST_BALANCE_REFRESH_MS);
    const onMessage = () => onActivity();
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [address, onActivity]);

  if (!address) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-5 py-16 text-center">
        <p className="text-lg font-semibold">{t('games.noGameOpen')}</p>
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {t('games.backToLobby')}
        </Link>
      </div>
    );
  }
  return (
    <iframe
      src={address}
      title={t('games.gameFrame')}
      allow="autoplay; fullscreen; clipboard-write"
      allowFullScreen
      className="block h-[calc(100dvh-4rem)] w-full flex-1 border-0 bg-page"
    />
  );
}
