import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AGENT_PAGES, type AgentPage, DEFAULT_AGENT_PAGE } from 'shared-contracts';

/** The query parameter that holds the open page (`?ac=teamOverview`): reload and back keep it. */
export const CENTRE_PARAM = 'ac';

const isAgentPage = (id: string): id is AgentPage =>
  (AGENT_PAGES as readonly string[]).includes(id);

/**
 * The agent centre's page from the URL: null when the centre is closed, the default page for a
 * name it does not know. Opening a page adds a history entry; closing removes the parameter.
 */
export const useCentrePage = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CENTRE_PARAM);
  const page: AgentPage | null = raw === null ? null : isAgentPage(raw) ? raw : DEFAULT_AGENT_PAGE;

  const open = useCallback(
    (next: AgentPage, { replace = false } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(CENTRE_PARAM, next);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  const close = useCallback(
    ({ replace = false } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(CENTRE_PARAM);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { page, open, close };
};
