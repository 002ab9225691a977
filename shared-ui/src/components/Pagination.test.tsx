import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination, type PaginationLabels } from './Pagination';

const labels: PaginationLabels = {
  nav: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

describe('Pagination', () => {
  it('marks the current page and hides the pages between the ranges', () => {
    render(<Pagination page={10} totalPages={20} onChange={jest.fn()} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    expect(nav).toHaveTextContent('…');
  });

  it('goes to the next, previous and a chosen page', async () => {
    const onChange = jest.fn();
    render(<Pagination page={2} totalPages={9} onChange={onChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [9]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} totalPages={3} onChange={jest.fn()} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={3} totalPages={3} onChange={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onChange={jest.fn()} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
