import type { Message } from '../lib/errors';
import { useMessage } from '../lib/useMessage';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  message: Message | null | undefined;
  /** `error` is announced at once (role alert); `success` and `info` politely. */
  tone?: 'error' | 'success' | 'info';
}

/** A form's outcome: the refusal or the confirmation, in the player's language. */
export const FormAlert = ({ message, tone = 'error' }: FormAlertProps) => {
  const text = useMessage()(message);
  if (!text) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {text}
    </p>
  );
};
