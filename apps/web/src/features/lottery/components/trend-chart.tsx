import { useMemo } from 'react';
import { UPlotChart } from '@arcadia/ui/chart';

/** The last four digits of a draw number, enough to tell neighbours apart. */
const drawTail = (label: string) => label.slice(-4);

/**
 * A line of one value per draw, oldest to newest (the shared uPlot chart; this file is loaded
 * only when the results panel opens its chart).
 */
export default function TrendChart({ labels, values, title }: { labels: string[]; values: number[]; title: string }) {
  const series = useMemo(() => [{ label: title, values, colour: '--brand' }], [title, values]);
  return <UPlotChart labels={labels} series={series} title={title} height={180} tick={drawTail} />;
}
