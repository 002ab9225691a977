import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { FormAlert, type Message } from 'shared-ui/kit';

import { cx, layout } from './layout';

export interface FormSubmitRowProps {
  /** The form's last outcome (`form.outcome` of useForm), shown above the button. */
  outcome: { message: Message | null; tone: 'error' | 'success' | 'info' };
  /** The form's call is under way: the button is disabled and busy. */
  pending: boolean;
  /** Disabled for another reason (nothing to save, a limit reached). */
  disabled?: boolean;
  /** The row at the end of the form rather than its start. */
  end?: boolean;
  /** The button's text. */
  children: ReactNode;
}

/** The end of a centre form: its outcome, then its submit button in a row. */
export const FormSubmitRow = ({
  outcome,
  pending,
  disabled = false,
  end = false,
  children,
}: FormSubmitRowProps) => (
  <>
    <FormAlert message={outcome.message} tone={outcome.tone} />
    <div className={cx(layout.row, end && layout.end)}>
      <Button type="submit" disabled={pending || disabled} aria-busy={pending}>
        {children}
      </Button>
    </div>
  </>
);
