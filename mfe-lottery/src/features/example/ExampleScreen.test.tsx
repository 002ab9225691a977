import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusEndpoint } from 'shared-contracts';
import { fail, ok } from 'shared-ui/testing';

import { renderLottery } from '../../test/renderLottery';

const status = { status: 0, location: { ip: '203.0.113.7', country: 'TH' } };

describe('ExampleScreen', () => {
  it('shows where the platform sees the visitor from', async () => {
    renderLottery({ api: { [statusEndpoint.path]: () => ok(status) } });
    expect(await screen.findByText(/203\.0\.113\.7/)).toHaveTextContent('TH');
  });

  it('says when the platform fails and tries again on request', async () => {
    let attempts = 0;
    renderLottery({
      api: {
        [statusEndpoint.path]: () => (++attempts === 1 ? fail(500, 'down') : ok(status)),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/203\.0\.113\.7/)).toBeInTheDocument();
  });
});
