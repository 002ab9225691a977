import { useEffect, useRef, useState } from 'react';

import styles from './Chart.module.css';

/** One line (or set of bars) of a chart. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  title: string;
  /** X axis labels, one per point (the days or periods of a report). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a figure reads (money or a count). */
  format: (value: number) => string;
  /** Header of the first column of the figures table, e.g. "Day" or "Period". */
  axisLabel: string;
  /** Said where the chart would be when the chart library cannot be loaded. */
  failedLabel: string;
  kind?: 'line' | 'bar';
  height?: number;
}

/** Theme tokens the series take their colours from, in order. */
const SERIES_TOKENS = ['--color-primary', '--color-success', '--color-warning', '--color-danger'];

/** The theme on `<html data-theme>` (where the tokens read it), following every switch. */
const useDocumentTheme = (): string | undefined => {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme);
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setTheme(root.dataset.theme));
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
};

/**
 * A chart of a report's figures. The chart library (uPlot) is a chunk of its own, downloaded
 * only when the chart has room to draw; the figures are also in a visually hidden table, so
 * screen readers (and anyone without the canvas) get them all. Colours come from the theme's
 * tokens and are redrawn when the theme switches. The texts come from the remote (shared-ui
 * has no words of its own).
 */
export const Chart = ({
  title,
  labels,
  series,
  format,
  axisLabel,
  failedLabel,
  kind = 'line',
  height = 220,
}: ChartProps) => {
  const theme = useDocumentTheme();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return undefined;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const style = getComputedStyle(element);
    const token = (name: string) => style.getPropertyValue(name).trim() || 'currentColor';
    import(/* webpackChunkName: "report-chart" */ './drawChart')
      .then(({ drawChart }) => {
        if (cancelled) return;
        remove = drawChart(element, {
          width,
          height,
          kind,
          labels,
          format,
          series: series.map((line, index) => ({
            ...line,
            color: token(SERIES_TOKENS[index % SERIES_TOKENS.length] ?? '--color-primary'),
          })),
          axisColor: token('--color-text-muted'),
          gridColor: token('--color-border'),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [width, height, kind, labels, series, format, theme]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div ref={box} className={styles.canvas} style={{ minHeight: height }} aria-hidden="true">
        {failed ? <p className={styles.failed}>{failedLabel}</p> : null}
      </div>
      <div className={styles.figures}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{axisLabel}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
