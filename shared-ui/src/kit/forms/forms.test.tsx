import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from 'shared-contracts';
import { withdrawalPasswordInputSchema } from 'shared-contracts/member';

import { schemaRules } from './schemaRules';
import { useForm } from './useForm';
import { useFormOutcome } from './useFormOutcome';

describe('useForm', () => {
  it('checks every rule before submitting, and clears a field message when the field changes', async () => {
    const onSubmit = jest.fn();
    const { result } = renderHook(() =>
      useForm({
        initial: { name: '' },
        validate: (values) => (values.name ? {} : { name: { key: 'required' } }),
        onSubmit,
      }),
    );
    await act(() => result.current.submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: { key: 'required' } });
    act(() => result.current.setField('name', 'Ann'));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann' });
  });

  it('shows the field refusals onSubmit returns, and reset returns to the start', async () => {
    const { result } = renderHook(() =>
      useForm({
        initial: { code: '' },
        validate: () => ({}),
        onSubmit: () => ({ code: { text: 'Wrong code' } }),
      }),
    );
    act(() => result.current.setField('code', '123'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ code: { text: 'Wrong code' } });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ code: '' });
    expect(result.current.errors).toEqual({});
  });
});

describe("useForm's submitting", () => {
  /** A submit whose answer the test gives when it wants: the submit stays under way until then. */
  const pending = () => {
    const answer: { resolve: () => void; reject: (error: Error) => void } = {
      resolve: () => undefined,
      reject: () => undefined,
    };
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          answer.resolve = resolve;
          answer.reject = reject;
        }),
    );
    const hook = renderHook(() =>
      useForm({ initial: { name: 'Ann' }, validate: () => ({}), onSubmit }),
    );
    return { ...hook, onSubmit, answer };
  };

  it('is true while onSubmit is under way, and false once it resolves', async () => {
    const { result, answer } = pending();
    expect(result.current.submitting).toBe(false);
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.submit();
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      answer.resolve();
      await sent;
    });
    expect(result.current.submitting).toBe(false);
  });

  it('is false once onSubmit rejects, with the failure in the outcome', async () => {
    const { result, answer } = pending();
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.submit();
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      answer.reject(new Error('boom'));
      await sent;
    });
    expect(result.current.submitting).toBe(false);
    expect(result.current.outcome.message).toEqual({ key: 'common.unknownError' });
  });

  it('turns away a second submit while the first is under way (no double send)', async () => {
    const { result, onSubmit, answer } = pending();
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit();
      // A double tap: the second in the same moment, before any render.
      void result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // And one more once the form shows the submit under way.
    await act(() => result.current.submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      answer.resolve();
      await first;
    });
    expect(result.current.submitting).toBe(false);
    // Once it settled, the next submit sends again.
    let next!: Promise<void>;
    act(() => {
      next = result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await act(async () => {
      answer.resolve();
      await next;
    });
  });

  it('stays false when the rules refuse the submit', async () => {
    const onSubmit = jest.fn();
    const { result } = renderHook(() =>
      useForm({ initial: { name: '' }, validate: () => ({ name: { key: 'required' } }), onSubmit }),
    );
    await act(() => result.current.submit());
    expect(result.current.submitting).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const TwoFields = () => {
  const form = useForm({
    initial: { name: '', city: '' },
    validate: (values) => (values.city === '' ? { city: { key: 'common.required' } } : {}),
    onSubmit: () => undefined,
  });
  return (
    <form aria-label="details" noValidate onSubmit={(event) => void form.submit(event)}>
      {(['name', 'city'] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          aria-invalid={form.errors[field] ? true : undefined}
          value={form.values[field]}
          onChange={(event) => form.setField(field, event.target.value)}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
};

describe("useForm's refused submit", () => {
  it('moves the focus to the first field that failed, so its message is in view', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.type(screen.getByLabelText('name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('city')).toHaveFocus();
  });
});

describe("useForm's outcome", () => {
  const refusal = (reason: string) =>
    new PlatformError('Refused', 409, 'platform', { reason, message: 'Refused' });
  const formOf = (onSubmit: () => unknown) =>
    renderHook(() =>
      useForm({
        initial: { amount: '5', note: 'kept' },
        validate: () => ({}),
        onSubmit: onSubmit as () => void,
        refusals: { amountTooLow: 'amount' },
        describe: (error) => ({ text: `said: ${(error as Error).message}` }),
      }),
    );

  it('shows a refusal whose reason names a field at that field, keeping every value', async () => {
    const { result } = formOf(() => Promise.reject(refusal('amountTooLow')));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ amount: { text: 'said: Refused' } });
    expect(result.current.outcome.message).toBeNull();
    expect(result.current.values).toEqual({ amount: '5', note: 'kept' });
  });

  it('shows any other failure in the alert, and clears it at the next submit', async () => {
    let fail = true;
    const { result } = formOf(() => (fail ? Promise.reject(refusal('closed')) : undefined));
    await act(() => result.current.submit());
    expect(result.current.outcome).toMatchObject({
      message: { text: 'said: Refused' },
      tone: 'error',
    });
    expect(result.current.errors).toEqual({});
    fail = false;
    await act(() => result.current.submit());
    expect(result.current.outcome.message).toBeNull();
  });

  it("words a failure with the kit's messageOf by default", async () => {
    const { result } = renderHook(() =>
      useForm({
        initial: {},
        validate: () => ({}),
        onSubmit: () => Promise.reject(new Error('boom')),
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.outcome.message).toEqual({ key: 'common.unknownError' });
  });
});

describe('schemaRules', () => {
  const rules = schemaRules<{ password: string; note: string }>(
    {
      safeParse: (value) => {
        const checked = withdrawalPasswordInputSchema.safeParse(
          (value as { password: string }).password,
        );
        if (checked.success) return { success: true };
        const issues = checked.error.issues.map((issue) => ({
          code: issue.code,
          path: ['password'],
        }));
        return { success: false, error: { issues } };
      },
    },
    { password: (issue) => ({ key: `password.${issue.code}` }) },
  );

  it("gives each field with an issue the form's message for it", () => {
    expect(rules({ password: '', note: '' })).toEqual({ password: { key: 'password.too_small' } });
    expect(rules({ password: 'abc12345', note: '' })).toEqual({});
  });

  it("falls back to the kit's words for a field the form has no message for", () => {
    const loose = schemaRules<{ a: string }>(
      {
        safeParse: () => ({ success: false, error: { issues: [{ path: ['a'], code: 'custom' }] } }),
      },
      {},
    );
    expect(loose({ a: '' })).toEqual({ a: { key: 'platformErrors:invalid' } });
  });
});

describe('useFormOutcome', () => {
  it('keeps the last outcome with its tone', () => {
    const { result } = renderHook(() => useFormOutcome());
    act(() => result.current.success({ key: 'saved' }));
    expect(result.current).toMatchObject({ message: { key: 'saved' }, tone: 'success' });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ message: null, tone: 'error' });
  });
});
