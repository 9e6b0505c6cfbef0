import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useDocumentTheme } from './document-theme';

/*
 * The one uPlot wrapper of both apps (small and fast). Import it only from a lazily loaded file:
 * uPlot is not part of any first screen, which is why it is a subpath of its own (@arcadia/ui/chart)
 * and not in the package's index.
 */

export type ChartSeries = {
  label: string;
  /** One value per label; null leaves a gap. */
  values: (number | null)[];
  /** A CSS variable of the app's theme (`--brand`), read when the chart is drawn and again when the theme changes. */
  colour: string;
  /** Area under the line: a CSS variable or a colour. */
  fill?: string;
};

export type UPlotChartProps = {
  /** The x positions' names, oldest first (business days, draw numbers). */
  labels: string[];
  series: ChartSeries[];
  /** The chart's accessible name (the figures themselves are in a table or text beside it). */
  title: string;
  height: number;
  /** The axis' text for a label (e.g. `2024-05-01` → `05-01`); the label itself by default. */
  tick?: (label: string) => string;
  /** Shows uPlot's legend, naming the hovered label with this word (e.g. "Day"); no legend without it. */
  legendLabel?: string;
  pointSize?: number;
};

const FALLBACK_COLOUR = '#7c5cff';

/** A theme colour for the canvas, which cannot read CSS variables itself. */
function themeColour(styles: CSSStyleDeclaration, colour: string): string {
  if (!colour.startsWith('--')) return colour;
  return styles.getPropertyValue(colour).trim() || FALLBACK_COLOUR;
}

/** uPlot's options for the props, with the theme's current colours. */
export function chartOptions(props: UPlotChartProps, width: number, styles: CSSStyleDeclaration): uPlot.Options {
  const { labels, series, height, tick = (label) => label, legendLabel, pointSize = 5 } = props;
  const colour = (name: string) => themeColour(styles, name);
  const axis = {
    stroke: colour('--fg-muted'),
    grid: { stroke: colour('--line') },
    ticks: { stroke: colour('--line') },
  };
  return {
    width,
    height,
    legend: { show: legendLabel !== undefined },
    scales: { x: { time: false } },
    axes: [{ ...axis, values: (_, ticks) => ticks.map((i) => (labels[i] === undefined ? '' : tick(labels[i]))) }, axis],
    series: [
      legendLabel === undefined
        ? {}
        : // x is the hovered label's position (the data's x values are 0, 1, 2 …); none off the chart.
          { label: legendLabel, value: (_, x) => (x == null ? '--' : (labels[x] ?? '')) },
      ...series.map((s) => ({
        label: s.label,
        stroke: colour(s.colour),
        width: 2,
        ...(s.fill ? { fill: colour(s.fill) } : {}),
        points: { size: pointSize },
      })),
    ],
  };
}

/** Lines over labelled positions, in the theme's colours, as wide as its container. */
export function UPlotChart(props: UPlotChartProps) {
  const host = useRef<HTMLDivElement>(null);
  // Redrawn on a theme switch: the canvas keeps the colours it was drawn with.
  const theme = useDocumentTheme();
  const { labels, series, title, height, tick, legendLabel, pointSize } = props;
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const styles = getComputedStyle(document.documentElement);
    const options = chartOptions(
      { labels, series, title, height, tick, legendLabel, pointSize },
      node.clientWidth,
      styles,
    );
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => s.values)];
    const plot = new uPlot(options, data, node);
    const resize = () => plot.setSize({ width: node.clientWidth, height });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [labels, series, title, height, tick, legendLabel, pointSize, theme]);
  return <div ref={host} role="img" aria-label={title} style={{ width: '100%' }} />;
}
