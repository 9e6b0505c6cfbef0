import { useTranslation } from 'react-i18next';
import { INHOUSE_VENDOR, type BetRecord } from '@arcadia/contracts';
import { RecordCard, RecordCardHead, RecordCardList, RecordTable } from '@/components/record/record-table';
import { StatusPill, type Tone } from '@/components/ui/page-blocks';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useLotteryTexts } from '@/i18n/lottery-texts';
import { formatMoney } from '@/lib/money';

const STATUS_TONE: Record<BetRecord['status'], Tone> = { open: 'pending', settled: 'success', rolled_back: 'neutral' };
const winLossTone = (row: BetRecord) =>
  row.status !== 'settled' ? 'text-fg-muted' : row.winLoss.startsWith('-') ? 'text-danger' : 'text-success';

/** The bets of one page: a table on wide screens, cards on phones. */
export function BetRecordRows({ rows }: { rows: BetRecord[] }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, sign = false) => formatMoney(amount, i18n.language, { sign });
  const status = (row: BetRecord) => (
    <StatusPill tone={STATUS_TONE[row.status]}>
      {t(`bets.statuses.${row.status}`)}
      {row.demo ? ` · ${t('bets.demo')}` : ''}
    </StatusPill>
  );
  return (
    <>
      <RecordTable
        caption={t('bets.caption')}
        rows={rows}
        rowKey={(row) => row.betId}
        columns={[
          {
            label: t('bets.time'),
            cell: (row) => formatDateTime(row.betTime),
            className: 'whitespace-nowrap text-fg-muted tabular-nums',
          },
          { label: t('bets.game'), cell: (row) => <BetName row={row} /> },
          { label: t('bets.stake'), cell: (row) => money(row.stake), figure: true },
          { label: t('bets.payout'), cell: (row) => money(row.payout), figure: true },
          {
            label: t('bets.winLoss'),
            cell: (row) => money(row.winLoss, true),
            figure: true,
            className: (row) => cn('font-bold', winLossTone(row)),
          },
          { label: t('bets.status'), cell: status },
        ]}
      />
      <RecordCardList label={t('bets.caption')}>
        {rows.map((row) => (
          <RecordCard key={row.betId}>
            <RecordCardHead amount={money(row.winLoss, true)} tone={winLossTone(row)}>
              <BetName row={row} card />
            </RecordCardHead>
            <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted tabular-nums">
              <span>{formatDateTime(row.betTime)}</span>
              <span>
                {t('bets.stake')}: {money(row.stake)} · {t('bets.payout')}: {money(row.payout)}
              </span>
              {status(row)}
            </div>
          </RecordCard>
        ))}
      </RecordCardList>
    </>
  );
}

/** What names a bet: its game, then its vendor and round, and its verifier link; on a card each line stays one line. */
function BetName({ row, card = false }: { row: BetRecord; card?: boolean }) {
  return (
    <>
      <span className={cn('block font-semibold', card && 'truncate text-sm')}>{row.gameName}</span>
      <span className={cn('block text-xs text-fg-muted', card && 'truncate')}>
        {row.lottery ? (
          <LotteryLine line={row.lottery} />
        ) : (
          <>
            {row.vendorName} · <RoundId round={row.round} />
          </>
        )}
      </span>
      <VerifyLink row={row} />
    </>
  );
}

/** A lottery line says which draw, which bet type and which numbers, not a round code. */
function LotteryLine({ line }: { line: NonNullable<BetRecord['lottery']> }) {
  const { t, i18n } = useTranslation();
  // The bet types' names live with the lottery's texts; until they load, the code stands in.
  useLotteryTexts();
  const key = `lottery.betType.${line.betType}`;
  const betType = i18n.exists(key) ? t(key as 'lottery.betType.de') : line.betType;
  return <>{t('bets.lotteryLine', { issue: line.issue, betType, pick: line.pick })}</>;
}

/**
 * In-house bets link to the public verifier, filled in, once their seed is revealed; a settled one
 * whose seed is still secret says so, rather than leaving the player to wonder where the link went.
 */
function VerifyLink({ row }: { row: BetRecord }) {
  const { t } = useTranslation();
  const url = row.verifyUrl;
  if (!url?.startsWith('/fairness?')) {
    return row.vassalage === INHOUSE_VENDOR && row.status === 'settled' ? (
      <span className="block text-xs text-fg-muted" data-testid="bet-sealed">
        {t('bets.sealed')}
      </span>
    ) : null;
  }
  return (
    // A plain link: the member centre is a dialog outside the router.
    <a href={url} className="text-xs font-semibold text-brand-fg underline">
      {t('bets.verify')}
    </a>
  );
}

/** Vendors' round ids are often UUIDs: the start reads as a reference, the whole id is one hover away. */
function RoundId({ round }: { round: string }) {
  const short = round.length > 12 ? `${round.slice(0, 8)}…` : round;
  return <span title={round}>#{short}</span>;
}
