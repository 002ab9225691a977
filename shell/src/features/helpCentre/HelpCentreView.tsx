import { useTranslation } from 'react-i18next';

import { useHelpCenter } from '../../api/helpCenter';
import { QueryView } from '../../layout/QueryView';
import { useLanguage } from '../../state/useLanguage';
import { HelpCentreContent, type HelpCentreContentProps } from './HelpCentreContent';

/** Props of {@link HelpCentreView}. */
export type HelpCentreViewProps = Omit<HelpCentreContentProps, 'sections'>;

/** The help centre in the active language, with loading, error and empty states. */
export const HelpCentreView = (props: HelpCentreViewProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const help = useHelpCenter(language);
  return (
    <QueryView
      query={help}
      loadingLabel={t('help.loading')}
      errorMessage={t('help.error')}
      emptyMessage={t('help.empty')}
      isEmpty={(data) => data.sections.length === 0}
    >
      {(data) => <HelpCentreContent sections={data.sections} {...props} />}
    </QueryView>
  );
};
