import { useTranslation } from 'react-i18next';
import type { PointsItem } from 'shared-contracts';
import { EmptyState, ErrorState, LoadingState, Modal } from 'shared-ui';
import { isDefiniteRefusal } from 'shared-ui/kit';

import { usePointsItem } from '../../api/points';
import { RedeemDialog } from './RedeemDialog';

export interface PointsItemDialogProps {
  itemId: string;
  /** The card's copy of the item when it was opened from the catalogue. */
  shown?: PointsItem;
  canRedeem: boolean;
  signedIn: boolean;
  onLogIn: () => void;
  onClose: () => void;
}

/**
 * The item named in the address (`?item=`), read with the platform's item detail call: the
 * redeem dialog once known, else the dialog's loading, not-found or error-with-retry state.
 */
export const PointsItemDialog = ({ itemId, shown, onClose, ...rest }: PointsItemDialogProps) => {
  const { t } = useTranslation('promo');
  const item = usePointsItem(itemId, shown?.id === itemId ? shown : undefined);
  if (item.data) return <RedeemDialog item={item.data} onClose={onClose} {...rest} />;
  let body;
  if (item.isError && isDefiniteRefusal(item.error))
    body = <EmptyState title={t('points.refused.itemNotFound')} />;
  else if (item.isError && !item.isFetching)
    body = (
      <ErrorState
        message={t('points.item.error')}
        retryLabel={t('points.retry')}
        onRetry={() => void item.refetch()}
      />
    );
  else body = <LoadingState label={t('points.item.loading')} />;
  return (
    <Modal open onClose={onClose} title={t('points.item.title')} closeLabel={t('points.close')}>
      {body}
    </Modal>
  );
};
