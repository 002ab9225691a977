import { act, render, screen, waitFor, within } from '@testing-library/react';

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
const props = {
  title: 'Money',
  labels: ['03-01', '03-02'],
  series,
  format,
  axisLabel: 'Day',
  failedLabel: 'The chart could not be drawn.',
};

describe('Chart', () => {
  afterEach(() => {
    draw.mockClear();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('has every figure in a table for screen readers', () => {
    render(<Chart {...props} />);
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
    render(<Chart {...props} />);
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

  it('redraws with the new colours when the theme switches', async () => {
    let report: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    const remove = jest.fn();
    draw.mockImplementation(() => remove);
    render(<Chart {...props} />);
    act(() => report?.([{ contentRect: { width: 480 } }]));
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    act(() => {
      document.documentElement.dataset.theme = 'light';
    });
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(2));
    expect(remove).toHaveBeenCalledTimes(1);
    delete document.documentElement.dataset.theme;
  });

  it('says so where the chart would be when the library cannot be loaded', async () => {
    let report: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    draw.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    render(<Chart {...props} />);
    act(() => report?.([{ contentRect: { width: 480 } }]));
    expect(await screen.findByText('The chart could not be drawn.')).toBeInTheDocument();
  });
});
