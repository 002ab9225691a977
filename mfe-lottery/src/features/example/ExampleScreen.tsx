import { useTranslation } from 'react-i18next';
import { QueryView } from 'shared-ui/kit';

import { useConnection } from '../../api/connection';

/** An example page: one platform call with its loading, error and retry states. */
export const ExampleScreen = () => {
  const { t } = useTranslation('lottery');
  const connection = useConnection();
  return (
    <section>
      <h1>{t('title')}</h1>
      <QueryView
        query={connection}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={t('retry')}
      >
        {(location) => <p>{t('connection', { ip: location.ip, country: location.country })}</p>}
      </QueryView>
    </section>
  );
};
