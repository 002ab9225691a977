import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithHost } from '../../testing/renderWithHost';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  afterEach(() => window.localStorage.clear());

  it('switches between dark and light on the bus', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<ThemeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Light theme' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(host.bus.theme.get()).toBe('light');
    expect(toggle).toBeChecked();
  });
});
