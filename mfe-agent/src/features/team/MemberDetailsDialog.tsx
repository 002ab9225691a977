import { useTranslation } from 'react-i18next';
import { Card, Modal } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMoney } from 'shared-ui/kit';

import { useTeamMember } from '../../api/team';
import styles from '../../components/common.module.css';
import { formatRate } from '../../lib/rates';
import { agent } from '../../remote';

export interface MemberDetailsDialogProps {
  memberId: string;
  onClose: () => void;
}

/** A downline's account: its place in the tree, money and the last 30 days' betting. */
export const MemberDetailsDialog = ({ memberId, onClose }: MemberDetailsDialogProps) => {
  const { t } = useTranslation(agent.namespace);
  const { format } = useMoney();
  const language = useLanguage();
  const member = useTeamMember(memberId);
  return (
    <Modal
      open
      size="md"
      title={t('team.detailsTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <QueryView
        query={member}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(row) => (
          <dl className={styles.figures}>
            {[
              [t('team.username'), `${row.username}${row.nickname ? ` (${row.nickname})` : ''}`],
              [t('team.type'), t(`register.${row.type}`)],
              [t('team.upline'), row.uplineUsername],
              [t('team.level'), row.level],
              [t('team.teamSize'), row.teamSize],
              [t('team.balance'), format(row.balance)],
              [t('team.rebate'), formatRate(row.rebateBp)],
              [t('team.status'), t(`team.statuses.${row.status}`)],
              [t('team.deposits'), format(row.deposits)],
              [t('team.withdrawals'), format(row.withdrawals)],
              [t('team.validTurnover30d'), format(row.validTurnover30d)],
              [t('team.winLoss30d'), format(row.winLoss30d)],
              [t('team.registered'), formatDateTime(row.registeredAt, language)],
              [
                t('team.lastLogin'),
                row.lastLoginAt === null
                  ? t('team.never')
                  : formatDateTime(row.lastLoginAt, language),
              ],
            ].map(([label, value]) => (
              <Card key={String(label)} gap="xs">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Card>
            ))}
          </dl>
        )}
      </QueryView>
    </Modal>
  );
};
