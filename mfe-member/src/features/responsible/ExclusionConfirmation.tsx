import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgExclusion } from 'shared-contracts/member';
import { Button, Modal } from 'shared-ui';
import { FormAlert, formatDateTime, messageOf, useLanguage } from 'shared-ui/kit';

import { type ExclusionRequest, useRgExclusion } from '../../api/responsibleGaming';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './ExclusionConfirmation.module.css';
import { exclusionEnd } from './exclusionRules';

export interface ExclusionConfirmationProps {
  request: ExclusionRequest;
  /** The period as the page names it ("1 week"). */
  period: string;
  onClose: () => void;
  onDone: (exclusion: RgExclusion) => void;
}

/**
 * The clear "are you sure" of a time-out or self-exclusion: until when, that the player is
 * logged out at once and that it cannot be shortened. A self-exclusion also asks the player to
 * tick that they understand.
 */
export const ExclusionConfirmation = ({
  request,
  period,
  onClose,
  onDone,
}: ExclusionConfirmationProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const exclude = useRgExclusion();
  const [now] = useState(Date.now);
  const [understood, setUnderstood] = useState(false);
  const selfExclusion = request.kind === 'self_exclusion';
  const until = formatDateTime(exclusionEnd(request, now), language);

  return (
    <Modal
      open
      size="sm"
      title={t(`responsible.${request.kind}.confirmTitle`, { period })}
      closeLabel={t('common.close')}
      onClose={() => {
        if (!exclude.isPending) onClose();
      }}
      footer={
        <div className={cx(layout.row, layout.end, layout.fill)}>
          <Button variant="secondary" disabled={exclude.isPending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={exclude.isPending || (selfExclusion && !understood)}
            onClick={() => exclude.mutate(request, { onSuccess: onDone })}
          >
            {exclude.isPending
              ? t('responsible.starting')
              : t(`responsible.${request.kind}.confirm`, { period })}
          </Button>
        </div>
      }
    >
      <div className={layout.stack}>
        <p className={layout.text}>
          {t(`responsible.${request.kind}.confirmText`, { period, until })}
        </p>
        <p className={layout.text}>{t('responsible.logoutNote')}</p>
        {selfExclusion ? (
          <label className={styles.understood}>
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {t('responsible.self_exclusion.understood')}
          </label>
        ) : null}
        <FormAlert message={exclude.isError ? messageOf(exclude.error) : null} />
      </div>
    </Modal>
  );
};
