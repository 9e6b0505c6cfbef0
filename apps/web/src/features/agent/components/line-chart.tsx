import { useMemo } from 'react';
import { UPlotChart } from '@arcadia/ui/chart';

const monthDay = (day: string) => day.slice(5);

/** One line per business day (team growth, income): the shared uPlot chart, loaded with the agent centre only. */
export default function LineChart({ days, values, title }: { days: string[]; values: number[]; title: string }) {
  const series = useMemo(
    () => [{ label: title, values, colour: '--brand', fill: 'rgba(124,92,255,0.12)' }],
    [title, values],
  );
  return <UPlotChart labels={days} series={series} title={title} height={170} tick={monthDay} pointSize={4} />;
}
