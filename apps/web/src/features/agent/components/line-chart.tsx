import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line per business day (team growth, income): uPlot, loaded with the agent centre only. */
export default function LineChart({ days, values, title }: { days: string[]; values: number[]; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(name).trim() || '#7c5cff';
    const plot = new uPlot(
      {
        width: node.clientWidth,
        height: 170,
        legend: { show: false },
        scales: { x: { time: false } },
        axes: [
          { stroke: color('--fg-muted'), values: (_, ticks) => ticks.map((i) => days[i]?.slice(5) ?? '') },
          { stroke: color('--fg-muted') },
        ],
        series: [
          {},
          { label: title, stroke: color('--brand'), width: 2, fill: 'rgba(124,92,255,0.12)', points: { size: 4 } },
        ],
      },
      [days.map((_, i) => i), values],
      node,
    );
    const resize = () => plot.setSize({ width: node.clientWidth, height: 170 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days, values, title]);
  return <div ref={host} role="img" aria-label={title} className="w-full" />;
}
