import { act, render, screen } from '@testing-library/react';

import { AuthProviders } from '../app/AuthProviders';
import en from '../i18n/en.json';
import { initTestI18n } from '../test/renderWithHost';
import { createFakeHost } from '../test/renderWithHost';
import { SmsCodeButton } from './SmsCodeButton';

describe('SmsCodeButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('locks the SMS button for the countdown, ticking each second, and unlocks it at 0', async () => {
    initTestI18n();
    const onRequest = jest.fn().mockResolvedValue(3);
    render(
      <AuthProviders host={createFakeHost()}>
        <SmsCodeButton onRequest={onRequest} />
      </AuthProviders>,
    );
    await act(async () => screen.getByRole('button', { name: en.sms.getCode }).click());
    const locked = screen.getByRole('button', { name: 'Code sent, request again in 3 seconds' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveTextContent('Code sent (3s)');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: /in 2 seconds/ })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: en.sms.getCode })).toBeEnabled();
  });

  it('sends at most one request per second and starts no countdown when nothing was sent', async () => {
    initTestI18n();
    const onRequest = jest.fn().mockResolvedValue(null);
    render(
      <AuthProviders host={createFakeHost()}>
        <SmsCodeButton onRequest={onRequest} />
      </AuthProviders>,
    );
    const button = screen.getByRole('button', { name: en.sms.getCode });
    await act(async () => button.click());
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    act(() => jest.advanceTimersByTime(1_000));
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(2);
  });
});
