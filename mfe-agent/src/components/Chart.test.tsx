import { act, screen, waitFor, within } from '@testing-library/react';

import { renderAgentPage } from '../test/renderAgent';
import { Chart } from './Chart';

const draw = jest.fn(
  (..._args: unknown[]) =>
    () =>
      undefined,
);
jest.mock('./drawChart', () => ({ drawChart: (...args: unknown[]) => draw(...args) }));

const series = [
  { label: 'Deposits', values: [1000, 2500] },
  { label: 'Withdrawals', values: [300, 0] },
];
const format = (value: number) => `$${value / 100}`;

describe('Chart', () => {
  afterEach(() => {
    draw.mockClear();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('has every figure in a table for screen readers', () => {
    renderAgentPage(
      <Chart title="Money" labels={['03-01', '03-02']} series={series} format={format} />,
    );
    const table = screen.getByRole('table', { name: 'Money' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayDepositsWithdrawals',
      '03-01$10$3',
      '03-02$25$0',
    ]);
  });

  it('loads the chart library only once it has room, and draws the series', async () => {
    let report: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    renderAgentPage(
      <Chart title="Money" labels={['03-01', '03-02']} series={series} format={format} />,
    );
    expect(draw).not.toHaveBeenCalled();
    act(() => report?.([{ contentRect: { width: 480 } }]));
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    expect(draw.mock.calls[0]?.[1]).toMatchObject({
      width: 480,
      labels: ['03-01', '03-02'],
      series: [
        { label: 'Deposits', values: [1000, 2500] },
        { label: 'Withdrawals', values: [300, 0] },
      ],
    });
  });
});
