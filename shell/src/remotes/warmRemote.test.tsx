import { fireEvent, render, screen } from '@testing-library/react';

import { downloadedRemoteComponent, prepareRemoteComponent } from './federation';
import { useWarmWhenIdle, warmingRemote, warmOnIntent, warmRemote } from './warmRemote';

jest.mock('./federation', () => ({
  REMOTE_PATIENCE_MS: 120_000,
  prepareRemoteComponent: jest.fn(() => Promise.resolve()),
  downloadedRemoteComponent: jest.fn(() => undefined),
}));

const preload = jest.mocked(prepareRemoteComponent);

const LoginButton = ({ warmWhenIdle = true }: { warmWhenIdle?: boolean }) => {
  useWarmWhenIdle('mfe-auth', 'AuthModals', warmWhenIdle);
  return (
    <button type="button" {...warmOnIntent('mfe-auth', 'AuthModals')}>
      Log in
    </button>
  );
};

beforeEach(() => {
  jest.useFakeTimers();
  preload.mockClear();
});

afterEach(() => jest.useRealTimers());

test('downloads the module when the page is idle, without rendering it, once', () => {
  const idle = jest.fn((callback: IdleRequestCallback) => {
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 100);
    return 1;
  });
  window.requestIdleCallback = idle;
  window.cancelIdleCallback = jest.fn();
  render(<LoginButton />);
  expect(preload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
  expect(preload).toHaveBeenCalledWith('mfe-auth', 'AuthModals', 120_000);
  // A touch afterwards finds it under way.
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Log in' }));
  expect(preload).toHaveBeenCalledTimes(1);
});

const DepositButton = () => {
  useWarmWhenIdle('mfe-member', 'MemberCentre', false);
  return (
    <button type="button" {...warmOnIntent('mfe-member', 'MemberCentre')}>
      Deposit
    </button>
  );
};

test('a touch or focus of the button starts it at once, not before', () => {
  window.requestIdleCallback = jest.fn(() => 1);
  render(<DepositButton />);
  expect(window.requestIdleCallback).not.toHaveBeenCalled();
  expect(preload).not.toHaveBeenCalled();
  fireEvent.focus(screen.getByRole('button', { name: 'Deposit' }));
  expect(preload).toHaveBeenCalledWith('mfe-member', 'MemberCentre', 120_000);
});

test('a module already downloaded is left alone', () => {
  jest.mocked(downloadedRemoteComponent).mockReturnValueOnce(() => null);
  warmRemote('mfe-lobby', 'HomePage');
  expect(preload).not.toHaveBeenCalled();
});

test('a warm-up under way is there to wait for until its module has downloaded', async () => {
  expect(warmingRemote('mfe-promo', 'PromotionsPage')).toBeUndefined();
  warmRemote('mfe-promo', 'PromotionsPage');
  const warming = warmingRemote('mfe-promo', 'PromotionsPage');
  expect(warming).toBeInstanceOf(Promise);
  await expect(warming).resolves.toBeUndefined();
  jest.mocked(downloadedRemoteComponent).mockReturnValueOnce(() => null);
  expect(warmingRemote('mfe-promo', 'PromotionsPage')).toBeUndefined();
});
