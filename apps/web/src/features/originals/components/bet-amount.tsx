import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Field } from '@/components/ui/form';
import { toMinor, toWireAmount, typedMinor } from '@/lib/money';
import { useOriginals } from '../lib/originals-context';

const STEP =
  'h-9 flex-1 rounded-lg border border-line bg-surface-2/60 text-sm font-semibold tabular-nums hover:border-fg-muted/40 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

/** The stake: typed, halved, doubled, or set to the game's minimum or maximum (never past them). */
export function BetAmount({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { amount, setAmount, minBet, maxBet } = useOriginals();
  const scale = (num: bigint, den: bigint) => {
    const typed = typedMinor(amount);
    if (typed === null) return setAmount(minBet);
    const [min, max] = [toMinor(minBet), toMinor(maxBet)];
    const next = (typed * num) / den;
    setAmount(toWireAmount(next < min ? min : next > max ? max : next));
  };
  return (
    <Field label={t('originals.amount')} hint={t('originals.limits', { min: minBet, max: maxBet })}>
      {({ control }) => (
        <div className="flex flex-col gap-2">
          <AmountInput
            {...control}
            value={amount}
            disabled={disabled}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className="flex gap-2">
            <button type="button" className={STEP} disabled={disabled} onClick={() => scale(1n, 2n)}>
              ½
            </button>
            <button type="button" className={STEP} disabled={disabled} onClick={() => scale(2n, 1n)}>
              2×
            </button>
            <button type="button" className={STEP} disabled={disabled} onClick={() => setAmount(minBet)}>
              {t('originals.min')}
            </button>
            <button type="button" className={STEP} disabled={disabled} onClick={() => setAmount(maxBet)}>
              {t('originals.max')}
            </button>
          </div>
        </div>
      )}
    </Field>
  );
}
