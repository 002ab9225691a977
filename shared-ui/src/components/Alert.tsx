import type { ReactNode } from 'react';

import styles from './Alert.module.css';

export interface AlertProps {
  /** `error` is announced at once (role alert); `success` and `info` politely (role status). */
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** An outcome line of a form or action: a refusal or a confirmation. */
export const Alert = ({ tone = 'error', children }: AlertProps) => (
  <p role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
    {children}
  </p>
);
