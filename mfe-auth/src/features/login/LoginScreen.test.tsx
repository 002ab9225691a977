import { screen, waitFor } from '@testing-library/react';
import { testMember } from 'shared-ui/testing';

import { renderAuth } from '../../test/renderAuth';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('shows the login form to a guest', async () => {
    const { location } = renderAuth({ route: '/login', children: <LoginScreen /> });
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends a player who is already logged in to the home page', async () => {
    const rendered = renderAuth({ route: '/login', children: <LoginScreen /> });
    rendered.host.bus.session.set({ status: 'member', member: testMember() });
    await waitFor(() => expect(rendered.location()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Login', level: 1 })).not.toBeInTheDocument();
  });

  it('keeps the form for a trial account, which may log in with a real one', async () => {
    const rendered = renderAuth({ route: '/login', children: <LoginScreen /> });
    rendered.host.bus.session.set({ status: 'member', member: testMember({ isAgent: 4 }) });
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(rendered.location()).toBe('/login');
  });

  it('keeps the agent login for a logged-in player who asks for it', async () => {
    const rendered = renderAuth({ route: '/login?agent=1', children: <LoginScreen /> });
    rendered.host.bus.session.set({ status: 'member', member: testMember() });
    expect(
      await screen.findByRole('heading', { name: 'Agent login', level: 1 }),
    ).toBeInTheDocument();
    expect(rendered.location()).toBe('/login?agent=1');
  });
});
