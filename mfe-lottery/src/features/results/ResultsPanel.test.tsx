import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';

describe('ResultsPanel', () => {
  it('lists the results, opens the verify view of one and shows the trend', async () => {
    renderLottery({ route: '/lottery?gameCode=SSC1', api: fakeLottery() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    const verify = await screen.findAllByRole('button', { name: /^Verify issue / });
    expect(verify).toHaveLength(30);
    await userEvent.click(verify[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: /^Verify the draw of issue / });
    // The verify view downloads when first opened.
    expect(await within(dialog).findByText('The commitment matches the seed.')).toBeInTheDocument();
    expect(within(dialog).getByText('The result matches the seed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Trend' }));
    expect(screen.getByText('Over the last 30 results')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // A header and the ten digits.
    expect(rows).toHaveLength(11);
    const hits = rows
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
    // At one position, 30 results make 30 hits in all.
    expect(hits.reduce((sum, value) => sum + value, 0)).toBe(30);
  }, 20_000);
});
