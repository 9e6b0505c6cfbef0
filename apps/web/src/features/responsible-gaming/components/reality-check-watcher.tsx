import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import type { RgSession } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { endSession } from '@/lib/auth/lazy-flows';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { Modal } from '@/modals/modal';
import { openModal } from '@/modals/modal-store';
import type { MemberCentrePage } from '@/modals/member-centre-pages';
import { answerRealityCheckRequest, rgSessionQuery } from '../api/rg-api';
import { dueNow, msUntilNext, playedFor, SESSION_OVER_ANSWERED, type CheckDue } from '../lib/reality-check-schedule';

// The last check answered in this browser session, per login (a reload does not ask it again).
const answeredKey = (startedAt: string) => `rg-reality-answered:${startedAt}`;
const readAnswered = (startedAt: string) => Number(window.sessionStorage.getItem(answeredKey(startedAt)) ?? 0);
const writeAnswered = (startedAt: string, index: number) =>
  window.sessionStorage.setItem(answeredKey(startedAt), String(index));
// Longest setTimeout delay browsers honour.
const MAX_TIMER_MS = 2 ** 31 - 1;

type FetchedSession = RgSession & { fetchedAt: number };

function schedule(data: FetchedSession, answered: number) {
  return {
    startedAt: Date.parse(data.startedAt),
    // The server's clock: the session's start and end are its instants.
    now: Date.parse(data.now) + (Date.now() - data.fetchedAt),
    intervalMs: data.realityCheckMinutes ? data.realityCheckMinutes * 60_000 : null,
    sessionEndsAt: data.sessionEndsAt ? Date.parse(data.sessionEndsAt) : null,
    answered,
    bets: data.bets,
  };
}

/**
 * The reality check during play (issue 30): at every interval the member chose (or the brand's
 * default) it stops the page with the session's time and net result, and ways to stop, to the
 * limits and to the betting record; at the session time limit it says play is over (the server
 * refuses stakes from then). Mounted by the frame for signed-in real-money members, once per
 * window (not inside a game's frame), so it covers every page, the in-house games and /game.
 */
export default function RealityCheckWatcher() {
  const token = useSessionValue('token') ?? '';
  const session = useQuery({
    ...rgSessionQuery(token),
    enabled: Boolean(token),
    select: (value: RgSession) => ({ ...value, fetchedAt: Date.now() }),
  });
  const [due, setDue] = useState<CheckDue>(null);
  const data = session.data;
  const { refetch } = session;

  useEffect(() => {
    if (!data) return;
    const input = schedule(data, readAnswered(data.startedAt));
    const now = dueNow(input);
    const wait = now ? 0 : msUntilNext(input);
    if (wait === null) return;
    // When the check comes, read the session again: the dialog shows the net result of that moment.
    const timer = window.setTimeout(
      () => (now ? setDue(now) : void refetch()),
      Math.min(now ? 0 : wait + 250, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [data, refetch]);

  if (!data || !due) return null;
  const done = (index: number) => {
    writeAnswered(data.startedAt, index);
    setDue(null);
  };
  return <RealityCheckDialog session={data} due={due} onDone={done} />;
}

type DialogProps = {
  session: FetchedSession;
  due: NonNullable<CheckDue>;
  onDone: (answeredIndex: number) => void;
};

function RealityCheckDialog({ session, due, onDone }: DialogProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // After the session limit nothing more is asked in this session.
  const answeredIndex = due.kind === 'check' ? due.index : SESSION_OVER_ANSWERED;
  const elapsed = playedFor(schedule(session, 0).now - Date.parse(session.startedAt));
  const duration = elapsed.hours
    ? t('rg.check.hoursMinutes', { hours: elapsed.hours, minutes: elapsed.minutes })
    : t('rg.check.minutes', { minutes: elapsed.minutes });
  const net = Number(session.net);

  const answer = async (choice: 'continue' | 'stop') => {
    setBusy(true);
    // The answer is for the member's history; a failed record must not keep the member from stopping.
    await answerRealityCheckRequest(choice).catch(() => undefined);
    onDone(answeredIndex);
    // Stopping is the member's own choice, made here: no second "are you sure".
    if (choice === 'stop') await endSession();
  };
  const open = (page: MemberCentrePage) => {
    void answerRealityCheckRequest('continue').catch(() => undefined);
    onDone(answeredIndex);
    openModal({ name: 'memberCentre', options: { page } });
  };

  return (
    <Modal
      name="reality-check"
      open
      onClose={() => void answer('continue')}
      showClose={due.kind === 'check'}
      closeOnOutside={false}
      title={due.kind === 'check' ? t('rg.check.title') : t('rg.check.overTitle')}
      size="sm"
    >
      <div className="flex flex-col gap-5 px-6 pt-2 pb-6">
        <p className="text-sm leading-relaxed text-fg-muted">
          {due.kind === 'check'
            ? t('rg.check.played', { duration })
            : t('rg.check.over', {
                minutes: Math.round((Date.parse(session.sessionEndsAt!) - Date.parse(session.startedAt)) / 60_000),
              })}
        </p>
        <dl
          className="grid grid-cols-3 gap-2 rounded-xl bg-surface-2 p-3 text-center"
          data-testid="reality-check-figures"
        >
          <div className="col-span-3 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t('rg.check.net')}</dt>
            <dd className={cn('text-lg font-bold tabular-nums', net < 0 ? 'text-danger' : 'text-success')}>
              {formatMoney(session.net, i18n.language, { sign: true })}
            </dd>
          </div>
          <div className="col-span-3 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t('rg.check.staked')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatMoney(session.staked, i18n.language)}</dd>
          </div>
          <div className="col-span-3 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t('rg.check.bets')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{session.bets}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
          <LinkButton className="underline" onClick={() => open('responsibleGaming')}>
            {t('rg.check.limits')}
          </LinkButton>
          <LinkButton className="underline" onClick={() => open('personalHistoryCopy')}>
            {t('rg.check.record')}
          </LinkButton>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="outline" className="flex-1" disabled={busy} onClick={() => void answer('stop')}>
            {t('rg.check.stop')}
          </Button>
          {due.kind === 'check' ? (
            <Button
              variant="primary"
              className="flex-1"
              disabled={busy}
              onClick={() => void answer('continue')}
              data-autofocus
            >
              {t('rg.check.keep')}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
