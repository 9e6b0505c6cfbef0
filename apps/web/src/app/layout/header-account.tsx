import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { useFlag } from '@/lib/site/use-status';
import { useIsLoggedIn, useSessionValue } from '@/lib/session-store';
import { useAuthEntry } from './use-auth-entry';

/**
 * Right side of the header: the logged-out buttons, or who is logged in. The member's part comes
 * in as `member` (the header composes it), so this frame names no feature.
 */
export function HeaderAccount({ member }: { member: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    // The member's header part (avatar menu, labels) loads only once someone is logged in.
    <Suspense fallback={<SignedInBadge />}>{member}</Suspense>
  ) : (
    <SignedOutButtons />
  );
}

function SignedOutButtons() {
  const { t } = useTranslation();
  const { openLogin, openRegister, startFreePlay } = useAuthEntry();
  const directRegister = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREEPLAY3');
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      {freePlay ? (
        // Icon-only on phones so the three buttons fit a 390 px header; the label stays accessible.
        <Button
          variant="ghost"
          size="sm"
          onClick={startFreePlay}
          className="max-sm:size-9 max-sm:px-0"
          aria-label={t('header.demo')}
        >
          <PlayIcon size={16} />
          <span className="max-sm:hidden">{t('header.demo')}</span>
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={openLogin} className="max-sm:px-2.5 max-sm:text-[13px]">
        {t('header.login')}
      </Button>
      {directRegister ? (
        <Button variant="gold" size="sm" onClick={openRegister} className="max-sm:px-2.5 max-sm:text-[13px]">
          {t('header.register')}
        </Button>
      ) : null}
    </div>
  );
}

/** Shown while the member header part loads: the name from the session. */
function SignedInBadge() {
  const { t } = useTranslation();
  const nickname = useSessionValue('nickname');
  const username = useSessionValue('username');
  const label = useSessionValue('memberLabel');
  const name = nickname || username;
  if (!name) return null;
  return (
    <div
      className="flex items-center gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-1"
      aria-label={t('header.account')}
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-gradient-brand text-xs font-bold text-on-brand"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="max-w-32 truncate text-sm font-semibold">{name}</span>
      {label ? (
        <span className="rounded-md bg-gold px-1.5 py-0.5 text-[11px] font-bold text-on-gold">{label}</span>
      ) : null}
    </div>
  );
}
