import { useTranslation } from 'react-i18next';
import type { CrashBust, CrashPlayer } from '@arcadia/contracts';
import { crashVerifyPath } from '@arcadia/fair';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import type { CrashLive } from '../lib/use-crash-live';

type Chain = NonNullable<CrashLive['chain']>;
/** Each busted round links to the verifier with its hash, the chain's salt and scheme, and the walk back. */
const verifyHref = (bust: CrashBust, chain: Chain) => crashVerifyPath(bust.hash, bust.number, chain);
const bustTone = (crash: string) => (Number(crash) >= 2 ? 'text-success' : 'text-danger');
const PANEL = 'space-y-2 rounded-2xl bg-surface p-4 shadow-card';

/** The last busts, newest first; each opens the verifier on its revealed hash. */
export function BustHistory({ history, chain }: { history: CrashBust[]; chain: CrashLive['chain'] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('originals.crash.history')} className="w-full min-w-0">
      <ol className="flex gap-2 overflow-x-auto pb-1 text-sm" data-testid="crash-history">
        {history.map((bust) => (
          <li key={bust.number}>
            {chain && bust.number >= chain.firstRound ? (
              <a
                href={verifyHref(bust, chain)}
                target="_blank"
                rel="noopener"
                title={t('originals.crash.round', { number: bust.number })}
                className={cn(
                  'block rounded-lg bg-surface-2 px-2 py-1 font-semibold tabular-nums underline-offset-2 hover:underline',
                  bustTone(bust.crash),
                )}
              >
                {bust.crash}×
              </a>
            ) : (
              <span className={cn('block rounded-lg bg-surface-2 px-2 py-1 font-semibold', bustTone(bust.crash))}>
                {bust.crash}×
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Everybody in the round (names masked), their stake and, once over, how it ended. */
export function CrashPlayers({ players }: { players: CrashPlayer[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="crash-players" className={PANEL}>
      <h2 id="crash-players" className="text-base font-bold">
        {t('originals.crash.players')} <span className="text-fg-muted tabular-nums">({players.length})</span>
      </h2>
      {players.length === 0 ? <p className="text-sm text-fg-muted">{t('originals.crash.noPlayers')}</p> : null}
      <ul className="divide-y divide-line text-sm" data-testid="crash-players">
        {players.map((player) => (
          <li key={player.name} className="flex items-center gap-3 py-2" data-testid="crash-player">
            <span className="flex-1 font-mono">{player.name}</span>
            <span className="tabular-nums">{formatMoney(player.amount, i18n.language)}</span>
            <span
              className={cn(
                'w-28 text-right font-semibold tabular-nums',
                player.status === 'cashed_out'
                  ? 'text-success'
                  : player.status === 'lost'
                    ? 'text-danger'
                    : 'text-fg-muted',
              )}
            >
              {player.status === 'cashed_out'
                ? `${player.cashout}× · ${formatMoney(player.payout ?? '0', i18n.language)}`
                : t(`originals.crash.status.${player.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The chain the crash points come from, published before its first round, and the verifier. */
export function CrashFairness({ chain, last }: { chain: CrashLive['chain']; last: CrashBust | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="crash-fair" className={PANEL}>
      <h2 id="crash-fair" className="text-base font-bold">
        {t('originals.fair.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('originals.crash.fairIntro')}</p>
      {chain ? (
        <dl className="space-y-2 text-sm">
          <Fact
            term={t('originals.crash.terminatingHash', { first: chain.firstRound })}
            value={chain.terminatingHash}
            className={HASH}
            testId="crash-terminating-hash"
          />
          <Fact term={t('fair.fields.salt')} value={chain.salt} className={HASH} testId="crash-salt" />
          <Fact term={t('originals.crash.houseEdge')} value={`${chain.houseEdgePercent} %`} className="tabular-nums" />
        </dl>
      ) : null}
      <a
        className="inline-block text-sm text-brand-fg underline"
        href={chain && last && last.number >= chain.firstRound ? verifyHref(last, chain) : '/fairness?game=crash'}
        target="_blank"
        rel="noopener"
      >
        {t('originals.crash.verifyLast')}
      </a>
    </section>
  );
}

const HASH = 'font-mono text-xs break-all';

/** One line of the chain's published facts: its name and its value. */
function Fact({ term, value, className, testId }: { term: string; value: string; className: string; testId?: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{term}</dt>
      <dd className={className} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
