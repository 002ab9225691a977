import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Message } from '../lib/errors';
import { AUTH_NAMESPACE } from '../remote';

/** Turns a Message (an auth key with values, or the platform's own text) into words. */
export const useMessage = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return useCallback(
    (message: Message): string =>
      'text' in message ? message.text : t(message.key, message.params),
    [t],
  );
};
