import { lazy, Suspense, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BGS_GAME_FAMILIES } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleButton } from '@/components/ui/toggle-button';
import { useFairTexts } from '@/i18n/fair-texts';
import { useMoneyTexts } from '@/i18n/money-texts';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { formatMoney } from '@/lib/money';
import { useIsLoggedIn } from '@/lib/session-store';
import type { OriginalsGame } from '../api/originals-api';
import { safeLobby } from '../lib/lobby-link';
import { OriginalsProvider, useOriginals } from '../lib/originals-context';
import { FairnessPanel } from './fairness-panel';
import { RecentBets } from './recent-bets';

// Each game is its own chunk: opening Dice never downloads the slot.
const GAMES: Record<OriginalsGame, ComponentType> = {
  dice: lazy(() => import('../games/dice')),
  limbo: lazy(() => import('../games/limbo')),
  mines: lazy(() => import('../games/mines')),
  plinko: lazy(() => import('../games/plinko')),
  slot: lazy(() => import('../games/slot')),
  crash: lazy(() => import('../games/crash')),
};

const isGame = (value: string | undefined): value is OriginalsGame =>
  value === 'crash' || (BGS_GAME_FAMILIES as readonly string[]).includes(value ?? '');

/**
 * /originals/:game — an in-house game as the /game iframe host opens it (launch token in the `launch` parameter of the
 * address), or directly by a signed-in member.
 */
export function OriginalsPage() {
  // A stake can be refused by the member's responsible-gaming limits, whose texts come with the money areas'.
  const ownTexts = useFairTexts();
  const moneyTexts = useMoneyTexts();
  const ready = ownTexts && moneyTexts;
  const { t } = useTranslation();
  const { game } = useParams();
  const [params] = useSearchParams();
  const signedIn = useIsLoggedIn();
  if (!ready) return null;
  if (!isGame(game)) return <p className="p-8 text-center">{t('originals.unknownGame')}</p>;
  const launchToken = params.get('launch');
  // Without a launch or a session every call would be refused: ask the visitor to log in instead.
  if (!launchToken && !signedIn) return <SignInPrompt game={game} lobby={safeLobby(params.get('lobby'))} />;
  const Game = GAMES[game];
  return (
    <OriginalsProvider game={game} launchToken={launchToken}>
      <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-3 sm:px-5">
        <TopBar lobby={safeLobby(params.get('lobby'))} />
        <Suspense
          fallback={
            <div className="grid h-80 place-items-center">
              <Spinner />
            </div>
          }
        >
          <Game />
        </Suspense>
        {/* Crash shows its own round, players, busts and chain; the seeded games their seeds. */}
        {game === 'crash' ? null : (
          <div className="grid gap-4 lg:grid-cols-2">
            <RecentBets game={game} launchToken={launchToken} />
            <FairnessPanel game={game} launchToken={launchToken} />
          </div>
        )}
      </div>
    </OriginalsProvider>
  );
}

function SignInPrompt({ game, lobby }: { game: OriginalsGame; lobby: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto grid min-h-[60vh] w-full max-w-md place-items-center px-5 py-10">
      <section
        aria-labelledby="originals-sign-in"
        className="w-full space-y-4 rounded-2xl bg-surface p-6 text-center shadow-card"
      >
        <p className="text-sm font-semibold text-fg-muted">{t(`fair.games.${game}`)}</p>
        <h1 id="originals-sign-in" className="text-xl font-bold">
          {t('originals.signInTitle')}
        </h1>
        <p className="text-sm text-fg-muted">{t('originals.signInText')}</p>
        <Button className="w-full" onClick={() => openLoginModal()}>
          {t('originals.signIn')}
        </Button>
        <a href={lobby} className="inline-block text-sm font-semibold text-brand-fg underline-offset-2 hover:underline">
          ← {t('originals.lobby')}
        </a>
      </section>
    </main>
  );
}

function TopBar({ lobby }: { lobby: string }) {
  const { t, i18n } = useTranslation();
  const { game, balance, demo, sound, setSound } = useOriginals();
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface px-4 py-3 shadow-card">
      <a href={lobby} target="_top" className="text-sm font-semibold text-brand-fg underline-offset-2 hover:underline">
        ← {t('originals.lobby')}
      </a>
      <h1 className="flex-1 text-lg font-bold">{t(`fair.games.${game}`)}</h1>
      <p className="text-sm" aria-live="polite">
        <span className="text-fg-muted">{demo ? t('originals.demoBalance') : t('originals.balance')} </span>
        <span className="font-bold tabular-nums" data-testid="balance">
          {balance === null ? '…' : formatMoney(balance, i18n.language)}
        </span>
      </p>
      <ToggleButton
        pressed={sound}
        onClick={() => setSound(!sound)}
        className="rounded-lg border border-line px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {sound ? t('originals.soundOn') : t('originals.soundOff')}
      </ToggleButton>
      <a href={`/fairness?game=${game}`} target="_blank" rel="noopener" className="text-sm text-brand-fg underline">
        {t('originals.verifier')}
      </a>
    </header>
  );
}
