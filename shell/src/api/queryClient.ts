import { QueryClient } from '@tanstack/react-query';
import { PlatformError } from 'shared-contracts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Retries network failures once; a platform or contract error will not fix itself. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && (!(error instanceof PlatformError) || error.kind === 'network');

/** The shell's query client: brand data changes rarely, so it stays fresh for minutes. */
export const createShellQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
