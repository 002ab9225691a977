import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelValue } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { agent } from '../remote';
import styles from './Chart.module.css';

/** One line (or set of bars) of a chart. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  title: string;
  /** X axis labels, one per point (the days of a period). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a figure reads (money or a count). */
  format: (value: number) => string;
  kind?: 'line' | 'bar';
  height?: number;
}

/** Theme tokens the series take their colours from, in order. */
const SERIES_TOKENS = ['--color-primary', '--color-success', '--color-warning', '--color-danger'];

/**
 * A chart of a report's figures. The chart library is downloaded only when the chart has room to
 * draw; the figures are also in a visually hidden table, so screen readers (and anyone without
 * the canvas) get them all. Colours come from the theme's tokens and follow a theme switch.
 */
export const Chart = ({
  title,
  labels,
  series,
  format,
  kind = 'line',
  height = 220,
}: ChartProps) => {
  const { t } = useTranslation(agent.namespace);
  const theme = useChannelValue(useRemote().host.bus.theme);
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
    import(/* webpackChunkName: "agent-chart" */ './drawChart')
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
        {failed ? <p className={styles.failed}>{t('report.chartFailed')}</p> : null}
      </div>
      <div className={styles.figures}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.day')}</th>
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
