import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Series = { label: string; values: number[]; colour: string };

/** A few lines over business days (uPlot, as the player site's charts); the figures are in the table beside it. */
export default function TrendChart({
  days,
  series,
  title,
  dayLabel,
}: {
  days: string[];
  series: Series[];
  title: string;
  /** The legend's name for the hovered business day. */
  dayLabel: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const styles = getComputedStyle(document.documentElement);
    const colour = (name: string) => styles.getPropertyValue(name).trim() || '#7c5cff';
    const axis = {
      stroke: colour('--fg-muted'),
      grid: { stroke: colour('--line') },
      ticks: { stroke: colour('--line') },
    };
    const plot = new uPlot(
      {
        width: node.clientWidth,
        height: 220,
        scales: { x: { time: false } },
        axes: [{ ...axis, values: (_, ticks) => ticks.map((i) => days[i]?.slice(5) ?? '') }, axis],
        series: [
          { label: dayLabel, value: (_, i) => (i === null ? '--' : (days[i] ?? '')) },
          ...series.map((s) => ({ label: s.label, stroke: colour(s.colour), width: 2, points: { size: 5 } })),
        ],
      },
      [days.map((_, i) => i), ...series.map((s) => s.values)],
      node,
    );
    const resize = () => plot.setSize({ width: node.clientWidth, height: 220 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days, series, dayLabel]);
  return <div ref={host} role="img" aria-label={title} className="w-full" />;
}
