import { useEffect, useState } from 'react';

import { useProofImage } from '../../api/withdrawal';
import styles from './FeedbackPage.module.css';

export interface FeedbackImageProps {
  url: string;
  /** The accessible name. */
  name: string;
  /** Shown when the image cannot be fetched. */
  unavailable: string;
}

/** One image sent with a feedback, fetched with the session (owner only) as a thumbnail. */
export const FeedbackImage = ({ url, name, unavailable }: FeedbackImageProps) => {
  const image = useProofImage(url);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!image.data || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(image.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);

  if (src) return <img src={src} alt={name} className={styles.thumb} />;
  return (
    <span className={styles.missing} role="img" aria-label={name}>
      {image.isError ? unavailable : '…'}
    </span>
  );
};
