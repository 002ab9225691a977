import { Alert } from 'shared-ui';
import { type Message, useMessage } from 'shared-ui/kit';

export interface FormAlertProps {
  message: Message | null;
  /** `status` for good news, `alert` (default) for failures. */
  tone?: 'alert' | 'status';
}

/** A form-level message, announced as an alert (failure) or a status (success). */
export const FormAlert = ({ message, tone = 'alert' }: FormAlertProps) => {
  const text = useMessage();
  if (!message) return null;
  return <Alert tone={tone === 'alert' ? 'error' : 'success'}>{text(message)}</Alert>;
};
