import { useTranslation } from 'react-i18next';

import { cx, layout } from '../../components/layout';
import { ProofThumb } from '../../components/ProofThumb';
import { member } from '../../remote';

/** The proof images already sent for a withdrawal (visible to their owner only). */
export const ProofImages = ({ urls }: { urls: string[] }) => {
  const { t } = useTranslation(member.namespace);
  if (urls.length === 0) return null;
  return (
    <ul
      className={cx(layout.bare, layout.row)}
      aria-label={t('withdraw.proofsSent', { number: urls.length })}
    >
      {urls.map((url, index) => (
        <li key={url}>
          <ProofThumb
            url={url}
            name={t('withdraw.proofN', { n: index + 1 })}
            unavailable={t('withdraw.proofUnavailable')}
          />
        </li>
      ))}
    </ul>
  );
};
