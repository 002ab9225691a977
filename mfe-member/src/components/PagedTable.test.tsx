import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from 'shared-ui/reports';

import { renderMember } from '../test/renderMember';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Player {
  id: number;
  name: string;
  isMe: boolean;
}

const ROWS: Player[] = [
  { id: 1, name: 'Alice', isMe: false },
  { id: 2, name: 'Bob', isMe: true },
];

const COLUMNS: DataTableColumn<Player>[] = [
  { id: 'name', header: 'Player', cell: (row) => row.name },
];

const setup = (props: Partial<PagedTableProps<Player>> = {}) => {
  const onPage = jest.fn();
  renderMember({
    children: (
      <PagedTable
        caption="Players"
        columns={COLUMNS}
        page={{ list: ROWS, pageNo: 2, totalPages: 3 }}
        rowKey={(row) => row.id}
        pagesLabel="Player pages"
        onPage={onPage}
        {...props}
      />
    ),
  });
  return { onPage };
};

const table = () => screen.findByRole('table', { name: 'Players' });

describe('PagedTable', () => {
  it('shows the rows of the page and a details button on each that opens its row', async () => {
    const onOpen = jest.fn();
    setup({ details: { label: (row) => `Details of ${row.name}`, onOpen } });
    const rows = within(await table()).getAllByRole('row');
    // The header row and two rows.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Alice');
    expect(rows[2]).toHaveTextContent('Bob');
    expect(screen.getByRole('columnheader', { name: 'Details' })).toBeInTheDocument();
    const bob = screen.getByRole('button', { name: 'Details of Bob' });
    expect(bob).toHaveTextContent('Details');
    await userEvent.click(bob);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(ROWS[1]);
  });

  it('turns the pages through its pager', async () => {
    const { onPage } = setup();
    await table();
    const pager = screen.getByRole('navigation', { name: 'Player pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 1 of 3' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('has no details column without details', async () => {
    setup();
    const found = await table();
    expect(within(found).getAllByRole('columnheader')).toHaveLength(1);
    expect(within(found).queryByRole('columnheader', { name: 'Details' })).not.toBeInTheDocument();
    expect(within(found).queryByRole('button')).not.toBeInTheDocument();
  });

  it("marks the viewer's own row as current", async () => {
    setup({ currentRow: (row) => row.isMe, hideCaption: true });
    const found = await table();
    const mine = within(found).getByRole('row', { current: true });
    expect(mine).toHaveTextContent('Bob');
    expect(within(found).getAllByRole('row', { current: false })).toHaveLength(2);
  });
});
