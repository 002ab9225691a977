import { type Message, useMessage } from 'shared-ui/kit';

import styles from './Form.module.css';

export interface FormAlertProps {
  message: Message | null;
  /** `status` for good news, `alert` (default) for failures. */
  tone?: 'alert' | 'status';
}

/** A form-level message, announced as an alert (failure) or a status (success). */
export const FormAlert = ({ message, tone = 'alert' }: FormAlertProps) => {
  const text = useMessage();
  if (!message) return null;
  return (
    <p role={tone} className={tone === 'alert' ? styles.alert : styles.status}>
      {text(message)}
    </p>
  );
};
