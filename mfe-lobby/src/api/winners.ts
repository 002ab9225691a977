import { useQuery } from '@tanstack/react-query';
import { type Language, winnerRankingsEndpoint } from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** How many winners the home board shows. */
export const WINNER_BOARD_SIZE = 10;

/** Query keys of the winner rankings. */
export const winnerKeys = {
  all: ['lobby', 'winners'] as const,
  board: (language: Language) => [...winnerKeys.all, { language }] as const,
};

/** The winner board: biggest payouts first, with the currency they are in. */
export const useWinners = ({ enabled = true } = {}) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    enabled,
    queryKey: winnerKeys.board(language),
    queryFn: ({ signal }) =>
      client.call(winnerRankingsEndpoint, { count: WINNER_BOARD_SIZE, language }, { signal }),
  });
};
