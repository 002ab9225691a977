import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useProofImage } from '../../api/withdrawal';
import { member } from '../../remote';
import styles from './ProofImages.module.css';

export interface ProofImageProps {
  url: string;
  /** 1-based, for the accessible name. */
  index: number;
}

/** One proof image sent with the answer, fetched with the session and shown as a thumbnail. */
export const ProofImage = ({ url, index }: ProofImageProps) => {
  const { t } = useTranslation(member.namespace);
  const image = useProofImage(url);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!image.data || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(image.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);

  const name = t('withdraw.proofN', { n: index });
  if (src) return <img src={src} alt={name} className={styles.thumb} />;
  return (
    <span className={styles.missing} role="img" aria-label={name}>
      {image.isError ? t('withdraw.proofUnavailable') : '…'}
    </span>
  );
};
