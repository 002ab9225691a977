import { useTranslation } from 'react-i18next';
import { QueryView } from 'shared-ui/kit';

import { useConnection } from '../../api/connection';

/** An example page: one platform call with its loading, error and retry states. */
export const ExampleScreen = () => {
  const { t } = useTranslation('{{name}}');
  const connection = useConnection();
  return (
    <section>
      <h1>{t('example.title')}</h1>
      <QueryView
        query={connection}
        loadingLabel={t('example.loading')}
        errorMessage={t('example.error')}
        retryLabel={t('example.retry')}
      >
        {(location) => <p>{t('example.connection', { ip: location.ip, country: location.country })}</p>}
      </QueryView>
    </section>
  );
};
