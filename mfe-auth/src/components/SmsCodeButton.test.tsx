import { act, render, screen } from '@testing-library/react';
import { initSharedI18n } from 'shared-ui/harness';
import { createFakeHost } from 'shared-ui/testing';

import en from '../i18n/en.json';
import { auth } from '../remote';
import { SmsCodeButton } from './SmsCodeButton';

describe('SmsCodeButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('locks the SMS button for the countdown, ticking each second, and unlocks it at 0', async () => {
    initSharedI18n();
    const onRequest = jest.fn().mockResolvedValue(3);
    render(
      <auth.Providers host={createFakeHost()}>
        <SmsCodeButton onRequest={onRequest} />
      </auth.Providers>,
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

  it('stays focusable while sending, so a failure dialog can give the focus back', async () => {
    initSharedI18n();
    let answer: (seconds: number | null) => void = () => undefined;
    const onRequest = jest.fn(() => new Promise<number | null>((resolve) => (answer = resolve)));
    const onSent = jest.fn();
    render(
      <auth.Providers host={createFakeHost()}>
        <SmsCodeButton onRequest={onRequest} onSent={onSent} />
      </auth.Providers>,
    );
    const button = screen.getByRole('button', { name: en.sms.getCode });
    button.focus();
    await act(async () => button.click());
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    // A second press while the first request is out sends nothing, even after the throttle.
    act(() => jest.advanceTimersByTime(1_000));
    await act(async () => button.click());
    expect(onRequest).toHaveBeenCalledTimes(1);
    await act(async () => answer(null));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('tells the caller once a code was sent, to move the focus on', async () => {
    initSharedI18n();
    const onSent = jest.fn();
    render(
      <auth.Providers host={createFakeHost()}>
        <SmsCodeButton onRequest={jest.fn().mockResolvedValue(60)} onSent={onSent} />
      </auth.Providers>,
    );
    await act(async () => screen.getByRole('button', { name: en.sms.getCode }).click());
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends at most one request per second and starts no countdown when nothing was sent', async () => {
    initSharedI18n();
    const onRequest = jest.fn().mockResolvedValue(null);
    render(
      <auth.Providers host={createFakeHost()}>
        <SmsCodeButton onRequest={onRequest} />
      </auth.Providers>,
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
