import { useEffect, useState } from 'react';

import { useProofImage } from '../api/withdrawal';
import styles from './ProofThumb.module.css';

export interface ProofThumbProps {
  url: string;
  /** The accessible name. */
  name: string;
  /** Shown when the image cannot be fetched. */
  unavailable: string;
}

/**
 * An image the player sent (a withdrawal's proof, a feedback's screenshot), fetched with the
 * session (owner only) and shown as a thumbnail; its place while it loads or when it fails.
 */
export const ProofThumb = ({ url, name, unavailable }: ProofThumbProps) => {
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
