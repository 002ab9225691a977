import { useTranslation } from 'react-i18next';
import type { FieldError } from 'shared-contracts';

import { AUTH_NAMESPACE } from '../remote';

/** The words of a field error (reg_pattern_{id} with its bounds, not_empty...). */
export const useFieldText = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (error: FieldError | null | undefined): string | undefined =>
    error ? t(error.key, error.params) : undefined;
};
