import { UPlotChart, type ChartSeries } from '@arcadia/ui/chart';

const monthDay = (day: string) => day.slice(5);

/** A few lines over business days (the shared uPlot chart, as the player site's); the figures are in the table beside it. */
export default function TrendChart({
  days,
  series,
  title,
  dayLabel,
}: {
  days: string[];
  series: ChartSeries[];
  title: string;
  /** The legend's name for the hovered business day. */
  dayLabel: string;
}) {
  return <UPlotChart labels={days} series={series} title={title} height={220} tick={monthDay} legendLabel={dayLabel} />;
}
