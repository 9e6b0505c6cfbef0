import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ToggleButton } from '@/components/ui/toggle-button';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import type { LotteryGame, SlipLine } from '../api/lottery-api';
import { isWord, oddsOf, PICK_SPECS, type PickSpec } from '../lib/pick-specs';

type BetTypeOffer = LotteryGame['betTypes'][number];

/** The board: a bet type, its picks, a stake per point; "Add" turns the selection into slip lines. */
export function BetBoard({ game, onAdd }: { game: LotteryGame; onAdd: (lines: SlipLine[]) => void }) {
  const { t, i18n } = useTranslation();
  const offers = game.betTypes.filter((b) => PICK_SPECS[b.betType]);
  const [betType, setBetType] = useState(offers[0]?.betType ?? '');
  const offer = offers.find((o) => o.betType === betType);
  const [picked, setPicked] = useState<string[]>([]);
  const [position, setPosition] = useState(1);
  const [typed, setTyped] = useState('');
  const [stake, setStake] = useState('1');
  if (!offer) return null;
  const spec = PICK_SPECS[offer.betType]!;
  const choose = (code: string) => {
    setBetType(code);
    setPicked([]);
    setTyped('');
    setPosition(1);
  };
  const toggle = (pick: string) =>
    setPicked((now) => {
      if (now.includes(pick)) return now.filter((p) => p !== pick);
      if (spec.kind === 'combo' && now.length >= spec.size) return now;
      return [...now, pick];
    });
  const lines = linesOf(spec, offer, picked, typed, stake);
  const add = () => {
    onAdd(lines);
    setPicked([]);
    setTyped('');
  };

  return (
    <section aria-labelledby="bet-board-title" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-card">
      <h2 id="bet-board-title" className="sr-only">
        {t('lottery.board')}
      </h2>
      <div role="tablist" aria-label={t('lottery.betTypes')} className="flex flex-wrap gap-1.5">
        {offers.map((o) => (
          <button
            key={o.betType}
            type="button"
            role="tab"
            aria-selected={o.betType === betType}
            onClick={() => choose(o.betType)}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-ring',
              o.betType === betType ? 'bg-brand text-on-brand' : 'bg-surface-2 text-fg-muted hover:text-fg',
            )}
          >
            {t(`lottery.betType.${o.betType}`, { defaultValue: o.betType })}
          </button>
        ))}
      </div>
      <p className="text-sm text-fg-muted">
        {t(`lottery.help.${offer.betType}`, { defaultValue: '' })}{' '}
        {t('lottery.oddsLine', { odds: offer.odds[''] ?? Object.values(offer.odds)[0], count: offer.units })}
      </p>
      {spec.kind === 'positional' && (
        <ToggleGroup
          label={t('lottery.position')}
          choices={Array.from({ length: spec.positions }, (_, i) => ({
            value: i + 1,
            content: t('lottery.positionN', { n: i + 1 }),
          }))}
          value={position}
          onPick={setPosition}
          className="flex flex-wrap gap-1.5"
          button={{
            className: 'rounded-lg px-2.5 py-1 text-xs font-bold',
            on: 'bg-gold text-on-gold',
            off: 'bg-surface-2 text-fg-muted',
          }}
        />
      )}
      {spec.kind === 'typed' ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('lottery.typeNumbers', { digits: spec.digits })}
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/[^\d\s,]/g, ''))}
            inputMode="numeric"
            placeholder={'0'.repeat(spec.digits)}
            className="h-11 rounded-xl border border-line bg-surface-2 px-3 font-mono text-base"
          />
        </label>
      ) : (
        <Grid spec={spec} offer={offer} picked={picked} position={position} onToggle={toggle} />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('lottery.stakePerPoint', {
            min: formatMoney(offer.minStake, i18n.language),
            max: formatMoney(offer.maxStake, i18n.language),
          })}
          <input
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            inputMode="decimal"
            className="h-11 w-32 rounded-xl border border-line bg-surface-2 px-3 text-base tabular-nums"
          />
        </label>
        <Button onClick={add} disabled={lines.length === 0} className="ml-auto">
          {t('lottery.addToSlip', { count: lines.length })}
        </Button>
      </div>
    </section>
  );
}

function Grid(props: {
  spec: Exclude<PickSpec, { kind: 'typed' }>;
  offer: BetTypeOffer;
  picked: string[];
  position: number;
  onToggle: (pick: string) => void;
}) {
  const { t } = useTranslation();
  const { spec, offer, picked, position, onToggle } = props;
  const dense = spec.values.length > 20;
  return (
    <div
      role="group"
      aria-label={t('lottery.picks')}
      className={cn('grid gap-1.5', dense ? 'grid-cols-10' : 'grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))]')}
    >
      {spec.values.map((value) => {
        const pick = spec.kind === 'positional' ? `p${position}:${value}` : value;
        const odds = oddsOf(offer.odds, value);
        return (
          <ToggleButton
            key={value}
            pressed={picked.includes(pick)}
            onClick={() => onToggle(pick)}
            className={cn(
              'flex flex-col items-center justify-center rounded-lg font-bold tabular-nums transition focus-visible:outline-2 focus-visible:outline-ring',
              dense ? 'h-8 text-xs sm:h-9 sm:text-sm' : 'h-12 text-sm',
            )}
            on="bg-brand text-on-brand"
            off="bg-surface-2 hover:bg-surface-3"
          >
            {isWord(value) ? t(`lottery.word.${value}`, { defaultValue: value }) : value}
            {!dense && Object.keys(offer.odds).length > 1 && odds && (
              <span className="text-[0.65rem] font-medium opacity-80">×{odds}</span>
            )}
          </ToggleButton>
        );
      })}
    </div>
  );
}

function linesOf(spec: PickSpec, offer: BetTypeOffer, picked: string[], typed: string, stake: string): SlipLine[] {
  const line = (pick: string) => ({ betType: offer.betType, pick, stake: stake.trim() });
  if (spec.kind === 'typed') {
    const entries = typed.split(/[\s,]+/).filter((e) => e.length === spec.digits);
    return [...new Set(entries)].map(line);
  }
  if (spec.kind === 'combo') return picked.length === spec.size ? [line([...picked].sort().join(','))] : [];
  return picked.map(line);
}
