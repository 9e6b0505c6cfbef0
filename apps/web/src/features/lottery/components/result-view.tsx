import type { LotteryDrawResult } from '../api/lottery-api';
import { cn } from '@/lib/cn';

/** A draw's numbers as balls: the VN special prize (or all tiers when `full`), five digits, three dice, the race order. */
export function ResultView({
  result,
  full = false,
  size = 'md',
}: {
  result: LotteryDrawResult;
  full?: boolean;
  size?: 'sm' | 'md';
}) {
  const ball = cn(
    'inline-grid place-items-center rounded-full font-bold tabular-nums',
    size === 'sm' ? 'h-6 min-w-6 px-1.5 text-xs' : 'h-8 min-w-8 px-2 text-sm',
  );
  switch (result.shape) {
    case 'vn-north':
    case 'vn-south': {
      if (!full) {
        const special = result.prizes[0]?.numbers[0] ?? '';
        return (
          <span className="flex gap-1" aria-label={special}>
            {[...special].map((d, i) => (
              <span key={i} className={cn(ball, 'bg-gradient-gold text-on-gold')}>
                {d}
              </span>
            ))}
          </span>
        );
      }
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {result.prizes.map((p) => (
            <div key={p.tier} className="contents">
              <dt className="font-semibold text-fg-muted">{p.tier}</dt>
              <dd className="flex flex-wrap gap-x-3 font-mono tabular-nums">{p.numbers.join('  ')}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case 'digits5':
      return <Balls values={result.digits} className={ball} />;
    case 'dice3':
      return <Balls values={result.dice} className={cn(ball, 'rounded-md')} />;
    case 'order10':
      return <Balls values={full ? result.order : result.order.slice(0, 5)} className={ball} />;
  }
}

function Balls({ values, className }: { values: number[]; className: string }) {
  return (
    <span className="flex flex-wrap gap-1" aria-label={values.join(' ')}>
      {values.map((v, i) => (
        <span key={i} className={cn(className, 'bg-brand text-on-brand')}>
          {v}
        </span>
      ))}
    </span>
  );
}
