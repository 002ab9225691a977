import { useState } from 'react';

import type { Message } from '../messages';

/** A form's last outcome: the refusal, the confirmation or a note, shown in its FormAlert. */
export const useFormOutcome = () => {
  const [state, setState] = useState<{
    message: Message | null;
    tone: 'error' | 'success' | 'info';
  }>({ message: null, tone: 'error' });
  return {
    message: state.message,
    tone: state.tone,
    clear: () => setState({ message: null, tone: 'error' }),
    fail: (message: Message) => setState({ message, tone: 'error' }),
    success: (message: Message) => setState({ message, tone: 'success' }),
    info: (message: Message) => setState({ message, tone: 'info' }),
  };
};
