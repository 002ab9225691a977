import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';
import { SafeHtml } from 'shared-ui/safe-html';

import { isNotFound, isPromotionId, usePromotionDetail } from '../../api/promotions';
import common from '../../components/common.module.css';
import { PromotionParticipation } from '../participation';
import { PromotionBadges, PromotionPeriod } from '../promotions';
import styles from './PromotionDetailScreen.module.css';

const BackLink = () => {
  const { t } = useTranslation('promo');
  return (
    <Link to="/promotions" className={styles.back}>
      <span aria-hidden="true">←</span> {t('detail.back')}
    </Link>
  );
};

/** /promoDetail?id=: one promotion with its sanitised body. */
export const PromotionDetailScreen = () => {
  const { t } = useTranslation('promo');
  const { asset } = useRemote();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, isPending, isError, isFetching, error, refetch } = usePromotionDetail(id);

  let content;
  if (!isPromotionId(id) || isNotFound(error)) {
    return (
      <section className={styles.screen}>
        <EmptyState
          title={
            <span role="heading" aria-level={1}>
              {t('detail.notFound')}
            </span>
          }
          description={t('detail.notFoundHint')}
          action={<BackLink />}
        />
      </section>
    );
  }
  if (isPending || (isError && isFetching)) {
    content = <LoadingState label={t('detail.loading')} />;
  } else if (isError) {
    content = (
      <ErrorState
        message={t('detail.error')}
        retryLabel={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <Card as="article" className={common.box}>
        <header className={common.stack}>
          <PromotionBadges badges={data.badges} />
          <h1 className={styles.title}>{data.title}</h1>
          <PromotionPeriod startTime={data.startTime} endTime={data.endTime} />
        </header>
        {/* What the member can do comes before the long body, where it is seen first. */}
        <PromotionParticipation promotionId={data.id} title={data.title} />
        <img className={styles.image} src={asset(data.imageUrl)} alt={data.title} />
        <SafeHtml html={data.content} resolveUrl={asset} />
      </Card>
    );
  }
  return (
    <section className={styles.screen}>
      <BackLink />
      {content}
    </section>
  );
};
