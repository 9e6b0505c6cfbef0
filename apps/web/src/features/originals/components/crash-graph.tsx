import { crashElapsedMsFor, crashMultiplier100At } from '@arcadia/fair';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The view shows at least this much flight and this high a multiplier, so the curve starts flat. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP = 2;
const POINTS = 48;
const W = 100;
const H = 56;

/**
 * The flight graph: the curve the multiplier has risen along so far, scaled to fit (the time and
 * the height grow with the flight), drawn in an SVG that takes the board's width at any size. The
 * big multiplier sits over it (children). Frozen at the crash when the round busts.
 */
export function CrashGraph({
  phase,
  elapsedMs,
  crash,
  growthPerMs,
  children,
}: {
  phase: 'betting' | 'flying' | 'busted' | null;
  elapsedMs: number;
  /** The bust multiplier ("2.47") once busted. */
  crash: string | null;
  growthPerMs: number;
  children: ReactNode;
}) {
  const until =
    phase === 'busted' && crash !== null
      ? crashElapsedMsFor(Math.round(Number(crash) * 100), growthPerMs)
      : phase === 'flying'
        ? elapsedMs
        : 0;
  const span = Math.max(MIN_SPAN_MS, until * 1.15);
  const top = Math.max(MIN_TOP, (crashMultiplier100At(until, growthPerMs) / 100) * 1.2);
  const x = (ms: number) => (ms / span) * W;
  const y = (m100: number) => H - ((m100 / 100 - 1) / (top - 1)) * H;
  const points = Array.from({ length: POINTS + 1 }, (_, i) => {
    const ms = (until * i) / POINTS;
    return `${x(ms).toFixed(2)},${y(crashMultiplier100At(ms, growthPerMs)).toFixed(2)}`;
  });
  const line = `M${points.join(' L')}`;
  const end = points.at(-1) ?? `0,${H}`;
  const tone = phase === 'busted' ? 'text-danger' : 'text-success';
  return (
    <div className="relative w-full overflow-hidden rounded-xl bg-surface-2" data-testid="crash-graph">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className={cn('block aspect-[16/9] max-h-80 w-full', tone)}
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1="0"
            x2={W}
            y1={H * f}
            y2={H * f}
            className="stroke-line"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {until > 0 ? (
          <>
            <path d={`${line} L${end.split(',')[0]},${H} L0,${H} Z`} fill="currentColor" opacity="0.12" />
            <path
              d={line}
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </>
        ) : null}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center">{children}</div>
    </div>
  );
}
