import { useTranslation } from 'react-i18next';

import { lottery } from '../remote';
import type { Message } from './errors';

/** Turns a {@link Message} into text in the player's language. */
export const useMessage = () => {
  const { t } = useTranslation(lottery.namespace);
  return (message: Message | null | undefined): string | undefined => {
    if (!message) return undefined;
    return 'text' in message ? message.text : t(message.key, message.params);
  };
};
