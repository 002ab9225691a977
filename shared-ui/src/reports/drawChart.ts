// The chart library's part of the Chart component: a chunk of its own, downloaded only when a
// chart has room to draw (docs/adr/0012-agent-centre.md says why uPlot, and why it lives here).
import 'uplot/dist/uPlot.min.css';

import uPlot from 'uplot';

/** What {@link drawChart} draws. */
export interface ChartDrawing {
  width: number;
  height: number;
  kind: 'line' | 'bar';
  /** X axis labels (one per point). */
  labels: readonly string[];
  series: readonly { label: string; values: readonly number[]; color: string }[];
  format: (value: number) => string;
  /** Theme colours of the axes and the grid. */
  axisColor: string;
  gridColor: string;
}

/** Draws a chart into `target`; returns how to remove it. */
export const drawChart = (target: HTMLElement, drawing: ChartDrawing): (() => void) => {
  const { labels, series, format, axisColor, gridColor } = drawing;
  // Bars of two series stand side by side (left and right of the point), not over each other.
  const side = series.length === 2;
  const bars = drawing.kind === 'bar';
  const barsOf = (index: number) =>
    bars
      ? uPlot.paths.bars?.(
          side ? { size: [0.35, 24], align: index === 0 ? -1 : 1 } : { size: [0.7, 48] },
        )
      : undefined;
  // Ticks far enough apart for the longest label (about 7 px a character at the axis font).
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0);
  const labelSpace = Math.max(50, longest * 7 + 16);
  const axis = { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { show: false } };
  const chart = new uPlot(
    {
      width: drawing.width,
      height: drawing.height,
      // Bars are centred on their day: half a day of room before the first and after the last,
      // or the first stands against the axis and the last is cut off at the edge.
      scales: {
        x: bars
          ? { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] }
          : { time: false },
      },
      // Room on the right for the last date label, drawn centred on the last point.
      padding: [8, Math.ceil(longest * 3.5) + 8, 0, 0],
      // The legend names the series by their colours; figures live in the table and the axis
      // (a live legend read "Value: Win/loss: Valid turnover:" with nothing after each colon).
      legend: { show: series.length > 1, live: false },
      cursor: { drag: { x: false, y: false } },
      series: [
        { value: (_chart, index) => (index === null ? '' : (labels[index] ?? '')) },
        ...series.map((line, index) => ({
          label: line.label,
          stroke: line.color,
          width: 2,
          fill: bars ? line.color : undefined,
          paths: barsOf(index),
          // A bar is its own mark; a dot on its corner (or on the axis for a zero) only clutters.
          ...(bars ? { points: { show: false } } : {}),
          value: (_chart: uPlot, value: number | null) => (value === null ? '' : format(value)),
        })),
      ],
      axes: [
        {
          ...axis,
          space: labelSpace,
          incrs: [1, 2, 3, 5, 7, 10, 14, 20, 30, 50, 100],
          values: (_chart, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
        },
        { ...axis, size: 72, values: (_chart, splits) => splits.map(format) },
      ],
    },
    [labels.map((_label, index) => index), ...series.map((line) => [...line.values])],
    target,
  );
  return () => chart.destroy();
};
