import type { Message } from '../lib/errors';
import { useMessage } from '../lib/useMessage';
import styles from './Alert.module.css';

export interface AlertProps {
  message: Message | null | undefined;
  /** `error` is announced at once (role alert); `success` and `info` politely. */
  tone?: 'error' | 'success' | 'info';
}

/** An outcome (a refusal or a confirmation) in the player's language. */
export const Alert = ({ message, tone = 'error' }: AlertProps) => {
  const text = useMessage()(message);
  if (!text) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {text}
    </p>
  );
};
