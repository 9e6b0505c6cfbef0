import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoTable, type PlinkoRisk } from '@arcadia/fair';
import { LabelledSelect, plainOptions } from '@/components/ui/labelled-controls';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { cn } from '@/lib/cn';
import { BetAmount } from '../components/bet-amount';
import { GameLayout, PlayControls } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { useInstantBet } from '../lib/use-instant-bet';

const STEP_MS = 45;
const RISKS = tabSet(
  'plinko-risk',
  'fair.fields.risk',
  PLINKO_RISKS.map((value) => ({ value, label: `fair.options.${value}` as const })),
);
const ROWS = plainOptions(Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i));

/** Plinko: a ball falls through 8–16 rows of pegs; the bucket it lands in pays the published table. */
export default function PlinkoGame() {
  const { t } = useTranslation();
  const { api } = useOriginals();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const place = useCallback((amount: string) => api.plinko({ amount, rows, risk }), [api, rows, risk]);
  const { play, busy, error, result } = useInstantBet(place, STEP_MS * rows + 200);
  const table = plinkoTable(risk, rows);

  const controls = (
    <>
      <BetAmount disabled={busy} />
      <SegmentedTabs tabs={RISKS} value={risk} onChange={setRisk} />
      <LabelledSelect
        label={t('fair.fields.rows')}
        value={rows}
        options={ROWS}
        onChange={(value) => setRows(Number(value))}
      />
      <PlayControls play={play} busy={busy} error={error} />
    </>
  );
  const path = result && result.rows === rows ? result.path : null;
  return (
    <GameLayout
      controls={controls}
      board={
        <Board
          key={path ? result!.betId : 0}
          rows={rows}
          table={table}
          path={path}
          bucket={path ? result!.bucket : null}
        />
      }
    />
  );
}

function Board({
  rows,
  table,
  path,
  bucket,
}: {
  rows: number;
  table: readonly number[];
  path: number[] | null;
  bucket: number | null;
}) {
  // A new drop is a new Board (keyed by its bet), so the ball starts from the top.
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!path) return;
    const timer = setInterval(() => setStep((s) => (s >= path.length ? s : s + 1)), STEP_MS);
    return () => clearInterval(timer);
  }, [path]);
  const width = 100;
  const gap = width / (rows + 2);
  const pegs = [];
  for (let row = 0; row < rows; row++)
    for (let i = 0; i <= row + 2; i++)
      pegs.push(
        <circle key={`${row}-${i}`} cx={width / 2 + (i - (row + 2) / 2) * gap} cy={(row + 1) * gap} r={gap / 9} />,
      );
  const rights = path ? path.slice(0, step).reduce((sum, s) => sum + s, 0) : 0;
  const ball = path ? { x: width / 2 + (rights - step / 2) * gap, y: step * gap + gap / 2 } : null;
  const landed = bucket !== null && path !== null && step >= path.length;
  return (
    <div className="w-full max-w-xl">
      <svg
        viewBox={`0 0 ${width} ${(rows + 1) * gap}`}
        className="w-full fill-fg-muted"
        role="img"
        aria-label={`${rows}`}
      >
        {pegs}
        {ball ? <circle cx={ball.x} cy={ball.y} r={gap / 4} className="fill-brand transition-all duration-75" /> : null}
      </svg>
      <ol className="mt-1 grid gap-0.5" style={{ gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))` }}>
        {table.map((m100, index) => (
          <li
            key={index}
            data-testid={landed && index === bucket ? 'plinko-bucket' : undefined}
            className={cn(
              'rounded py-1 text-center text-[10px] font-bold tabular-nums sm:text-xs',
              m100 >= 100 ? 'bg-gold/30' : 'bg-surface-2',
              landed && index === bucket && 'ring-2 ring-brand',
            )}
          >
            {m100 / 100}
          </li>
        ))}
      </ol>
    </div>
  );
}
