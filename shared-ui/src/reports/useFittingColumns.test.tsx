import { render, screen } from '@testing-library/react';

import { useFittingColumns } from './useFittingColumns';

const COLUMNS = [
  { id: 'name' },
  { id: 'stake' },
  { id: 'payout', dropOrder: 0 },
  { id: 'note', dropOrder: 9 },
  { id: 'time' },
];

/** Every header cell is 100 px wide; the box is `boxWidth` wide. */
const Table = ({ boxWidth }: { boxWidth: number }) => {
  const { boxRef, shown, hidden } = useFittingColumns(COLUMNS, 'rows');
  return (
    <div
      ref={(element) => {
        boxRef.current = element;
        if (!element) return;
        Object.defineProperty(element, 'clientWidth', { configurable: true, value: boxWidth });
        Object.defineProperty(element, 'scrollWidth', {
          configurable: true,
          get: () => element.querySelectorAll('th').length * 100,
        });
      }}
    >
      <table>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.id}>{column.id}</th>
            ))}
          </tr>
        </thead>
      </table>
      <p>hidden: {hidden.map((column) => column.id).join(',')}</p>
    </div>
  );
};

describe('useFittingColumns', () => {
  it('keeps every column when the table fits', () => {
    render(<Table boxWidth={500} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.getByText('hidden:')).toBeInTheDocument();
  });

  it('drops columns by their order (higher first, then the last) until the table fits', () => {
    render(<Table boxWidth={300} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'name',
      'stake',
      'payout',
    ]);
    expect(screen.getByText('hidden: note,time')).toBeInTheDocument();
  });

  it('never drops the first column', () => {
    render(<Table boxWidth={50} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['name']);
    expect(screen.getByText('hidden: stake,payout,note,time')).toBeInTheDocument();
  });
});
