import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps } from 'react';

import { DataTable, type DataTableColumn, type DataTableLabels } from './DataTable';

interface Row {
  name: string;
  amount: number;
}

const rows: Row[] = [
  { name: 'บี', amount: 200 },
  { name: 'alpha, "a"', amount: 50 },
  { name: '王', amount: 125 },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (row) => row.name,
    csv: (row) => row.name,
    sortValue: (row) => row.name,
  },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (row) => `$${row.amount}`,
    csv: (row) => row.amount,
    sortValue: (row) => row.amount,
    total: { cell: '$375', csv: 375 },
  },
];

const bodyNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const labels: DataTableLabels = {
  more: 'More',
  total: 'Total',
  csv: {
    button: 'CSV',
    preparing: 'Preparing…',
    buttonName: (caption) => `Export CSV: ${caption}`,
    failed: 'The export could not be prepared. Please try again.',
  },
};
const download = jest.fn<void, [string, string]>();

const Table = (props: Omit<ComponentProps<typeof DataTable<Row>>, 'labels' | 'download'>) => (
  <DataTable<Row> labels={labels} download={download} {...props} />
);

describe('DataTable', () => {
  afterEach(() => download.mockClear());

  it('sorts by a header, descending first, and says so with aria-sort', async () => {
    render(<Table caption="Loss" columns={columns} rows={rows} rowKey={(row) => row.name} />);
    const table = screen.getByRole('table', { name: 'Loss' });
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames(table)).toEqual(['บี', '王', 'alpha, "a"']);
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames(table)).toEqual(['alpha, "a"', '王', 'บี']);
  });

  it('ends with the totals row', () => {
    render(<Table caption="Loss" columns={columns} rows={rows} rowKey={(row) => row.name} />);
    const totals = screen.getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(totals).getByRole('cell')).toHaveTextContent('$375');
  });

  it('asks the server to sort the columns it sorts', async () => {
    const onSortChange = jest.fn();
    render(
      <Table
        caption="Loss"
        columns={columns.map((column) => ({ ...column, serverSort: true }))}
        rows={rows}
        rowKey={(row) => row.name}
        sort={{ id: 'amount', order: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'amount', order: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', order: 'desc' });
    // The rows stay in the server's order.
    expect(bodyNames(screen.getByRole('table'))).toEqual(['บี', 'alpha, "a"', '王']);
  });

  it('exports the rows in their order with the totals as CSV with a BOM', async () => {
    render(
      <Table
        caption="Loss"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        initialSort={{ id: 'amount', order: 'asc' }}
        csv={{ fileName: 'loss' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Loss' }));
    expect(download).toHaveBeenCalledWith(
      'loss',
      '\uFEFFName,Amount\r\n"alpha, ""a""",50\r\n王,125\r\nบี,200\r\nTotal,375\r\n',
    );
  });

  it('exports every filtered row of a paginated list, and says when that fails', async () => {
    const allRows = jest
      .fn<Promise<Row[]>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([...rows, { name: 'more', amount: 1 }]);
    render(
      <Table
        caption="Bets"
        columns={columns.slice(0, 1)}
        rows={rows.slice(0, 1)}
        rowKey={(row) => row.name}
        csv={{ fileName: 'bets', allRows }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Export CSV: Bets' });
    await userEvent.click(button);
    expect(
      await screen.findByText('The export could not be prepared. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        'bets',
        '\uFEFFName\r\nบี\r\n"alpha, ""a"""\r\n王\r\nmore\r\n',
      ),
    );
    expect(screen.queryByText(/could not be prepared/)).not.toBeInTheDocument();
  });

  it('labels each cell with its header for the stacked phone layout', () => {
    render(<Table caption="Loss" columns={columns} rows={rows} rowKey={(row) => row.name} />);
    expect(screen.getByText('$200')).toHaveAttribute('data-label', 'Amount');
  });

  it('shows the loading state while loading, and the empty title when there is no row', () => {
    const { rerender } = render(
      <Table
        caption="Loss"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.name}
        loading={{ label: 'Loading the losses' }}
        emptyTitle="No losses"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the losses');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <Table
        caption="Loss"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.name}
        emptyTitle="No losses"
      />,
    );
    expect(screen.getByText('No losses')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps a hidden header for a lone action column, for screen readers', () => {
    render(
      <Table
        caption="Loss"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        actions={{
          header: 'Details',
          hideHeader: true,
          cell: (row) => <button type="button">Open {row.name}</button>,
        }}
      />,
    );
    // The cell itself stays in the header row (its background runs to the end); its words are
    // hidden inside it.
    const header = screen.getByRole('columnheader', { name: 'Details' });
    expect(header).not.toHaveAttribute('class');
    expect(header.firstElementChild).toHaveTextContent('Details');
    expect(header.firstElementChild).toHaveAttribute('class');
    expect(screen.getByRole('button', { name: 'Open 王' }).closest('td')).not.toHaveAttribute(
      'data-label',
    );
  });

  it("marks the viewer's own row as current, and only that one", () => {
    render(
      <Table
        caption="Loss"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        currentRow={(row) => row.name === '王'}
      />,
    );
    const mine = screen.getByRole('row', { current: true });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveClass('current');
    expect(within(mine).getByRole('cell', { name: '$125' })).toBeInTheDocument();
    const others = screen.getAllByRole('row', { current: false });
    // The header row, the two other rows and the totals row.
    expect(others).toHaveLength(4);
    for (const row of others) expect(row).not.toHaveAttribute('aria-current');
  });

  it('keeps a hidden caption as the accessible name', () => {
    render(
      <Table caption="Loss" hideCaption columns={columns} rows={rows} rowKey={(row) => row.name} />,
    );
    expect(screen.getByRole('table', { name: 'Loss' })).toBeInTheDocument();
    // For screen readers only, not the visible caption's look.
    expect(screen.getByText('Loss')).toHaveClass('hiddenCaption');
    expect(screen.getByText('Loss')).not.toHaveClass('caption');
  });

  it('offers no CSV button without a download', () => {
    render(
      <DataTable
        caption="Loss"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        labels={{ more: 'More' }}
        csv={{ fileName: 'loss' }}
      />,
    );
    expect(screen.queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });
});
