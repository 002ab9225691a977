import { useState } from 'react';

import type { Message } from '../messages';

interface Outcome {
  message: Message | null;
  tone: 'error' | 'success' | 'info';
}

const CLEAR: Outcome = { message: null, tone: 'error' };

/**
 * A form's last outcome: the refusal, the confirmation or a note, shown in its FormAlert.
 * {@link useForm} holds one for its form; a step without fields (a button) holds its own.
 */
export const useFormOutcome = () => {
  const [state, setState] = useState<Outcome>(CLEAR);
  return {
    message: state.message,
    tone: state.tone,
    clear: () => setState(CLEAR),
    fail: (message: Message) => setState({ message, tone: 'error' }),
    success: (message: Message) => setState({ message, tone: 'success' }),
    info: (message: Message) => setState({ message, tone: 'info' }),
  };
};
