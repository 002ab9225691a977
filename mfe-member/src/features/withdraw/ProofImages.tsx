import { useTranslation } from 'react-i18next';

import { member } from '../../remote';
import { ProofImage } from './ProofImage';
import styles from './ProofImages.module.css';

/** The proof images already sent for a withdrawal (visible to their owner only). */
export const ProofImages = ({ urls }: { urls: string[] }) => {
  const { t } = useTranslation(member.namespace);
  if (urls.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('withdraw.proofsSent', { number: urls.length })}>
      {urls.map((url, index) => (
        <li key={url}>
          <ProofImage url={url} index={index + 1} />
        </li>
      ))}
    </ul>
  );
};
