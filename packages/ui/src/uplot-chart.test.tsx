import { act, render, screen } from '@testing-library/react';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartOptions, UPlotChart, type ChartSeries } from './uplot-chart';

// uPlot draws on a canvas jsdom lacks: a stand-in records what the chart asked of it.
const plots = vi.hoisted(
  () => [] as { options: uPlot.Options; data: unknown; destroy: () => void; setSize: () => void }[],
);
vi.mock('uplot', () => ({
  default: vi.fn(function (this: object, options: uPlot.Options, data: unknown) {
    const plot = { options, data, destroy: vi.fn(), setSize: vi.fn() };
    plots.push(plot);
    return plot;
  }),
}));

const root = document.documentElement;
beforeEach(() => {
  root.style.setProperty('--brand', '#7c5cff');
  root.style.setProperty('--fg-muted', '#555555');
  root.style.setProperty('--line', '#dddddd');
  root.dataset.theme = 'light';
});
afterEach(() => {
  plots.length = 0;
  root.removeAttribute('style');
  delete root.dataset.theme;
});

const days = ['2024-05-01', '2024-05-02', '2024-05-03'];
const turnover: ChartSeries[] = [{ label: 'Turnover', values: [1, 2, 3], colour: '--brand' }];
const monthDay = (day: string) => day.slice(5);

describe('the shared uPlot chart', () => {
  it("draws each series in its theme colour, the axes in the theme's muted colours, ticks named by the caller", () => {
    const options = chartOptions(
      { labels: days, series: turnover, title: 'Trend', height: 200, tick: monthDay },
      640,
      getComputedStyle(root),
    );
    expect(options).toMatchObject({ width: 640, height: 200, legend: { show: false } });
    expect(options.series[1]).toMatchObject({ label: 'Turnover', stroke: '#7c5cff', points: { size: 5 } });
    expect(options.axes?.[1]).toMatchObject({ stroke: '#555555', grid: { stroke: '#dddddd' } });
    const ticks = options.axes?.[0]?.values as (u: uPlot, ticks: number[]) => string[];
    expect(ticks({} as uPlot, [0, 2, 7])).toEqual(['05-01', '05-03', '']);
  });

  it('shows a legend naming the hovered label only when given its word, and fills under a line when asked', () => {
    const series: ChartSeries[] = [
      { label: 'Income', values: [1, null, 3], colour: '--brand', fill: 'rgba(0,0,0,0.1)' },
    ];
    const options = chartOptions(
      { labels: days, series, title: 'Income', height: 170, legendLabel: 'Day', pointSize: 4 },
      320,
      getComputedStyle(root),
    );
    expect(options.legend?.show).toBe(true);
    // The x values are the labels' positions; none while the cursor is off the chart.
    const hovered = options.series[0]?.value as (u: uPlot, x: number | null) => string;
    expect(hovered({} as uPlot, 1)).toBe('2024-05-02');
    expect(hovered({} as uPlot, null)).toBe('--');
    expect(options.series[1]).toMatchObject({ fill: 'rgba(0,0,0,0.1)', points: { size: 4 } });
  });

  it('plots the values over the label positions, follows the window’s size and is removed with the component', () => {
    const { unmount } = render(<UPlotChart labels={days} series={turnover} title="Trend" height={200} />);
    expect(screen.getByRole('img', { name: 'Trend' })).toBeInTheDocument();
    expect(plots).toHaveLength(1);
    expect(plots[0]?.data).toEqual([
      [0, 1, 2],
      [1, 2, 3],
    ]);
    window.dispatchEvent(new Event('resize'));
    expect(plots[0]?.setSize).toHaveBeenCalledWith({ width: expect.any(Number), height: 200 });
    unmount();
    expect(plots[0]?.destroy).toHaveBeenCalled();
  });

  it('is drawn again in the new colours when the page switches theme', async () => {
    render(<UPlotChart labels={days} series={turnover} title="Trend" height={200} />);
    expect(plots[0]?.options.series[1]?.stroke).toBe('#7c5cff');
    await act(async () => {
      root.style.setProperty('--brand', '#b69cff');
      root.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(plots[0]?.destroy).toHaveBeenCalled();
    expect(plots).toHaveLength(2);
    expect(plots[1]?.options.series[1]?.stroke).toBe('#b69cff');
  });
});
