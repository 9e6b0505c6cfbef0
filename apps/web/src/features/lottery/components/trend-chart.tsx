import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A line of one value per draw, oldest to newest (uPlot: small and fast; this file is loaded
 * only when the results panel opens its chart).
 */
export default function TrendChart({ labels, values, title }: { labels: string[]; values: number[]; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(name).trim() || '#7c5cff';
    const xs = values.map((_, i) => i);
    const plot = new uPlot(
      {
        width: node.clientWidth,
        height: 180,
        legend: { show: false },
        scales: { x: { time: false } },
        axes: [
          { stroke: color('--fg-muted'), values: (_, ticks) => ticks.map((i) => labels[i]?.slice(-4) ?? '') },
          { stroke: color('--fg-muted') },
        ],
        series: [{}, { label: title, stroke: color('--brand'), width: 2, points: { size: 5 } }],
      },
      [xs, values],
      node,
    );
    const resize = () => plot.setSize({ width: node.clientWidth, height: 180 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [labels, values, title]);
  return <div ref={host} role="img" aria-label={title} className="w-full" />;
}
