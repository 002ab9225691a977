import { useEffect } from 'react';

import { useHost } from '../host/hostContext';

/** Props of {@link SessionEndedPrompt}. */
export interface SessionEndedPromptProps {
  /** How many times the platform has ended the session (from useSessionLifecycle). */
  endings: number;
}

/**
 * Asks for the login popup, saying why, each time the platform ends the session. Rendered
 * after the auth overlay's slot inside the status gate, so that slot already listens when the
 * command goes out (a command is not replayed) and nothing opens over a maintenance page.
 */
export const SessionEndedPrompt = ({ endings }: SessionEndedPromptProps) => {
  const { bus } = useHost();
  useEffect(() => {
    if (endings > 0) bus.publish({ type: 'OpenLogin', reason: 'sessionEnded' });
  }, [endings, bus]);
  return null;
};
