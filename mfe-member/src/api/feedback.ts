import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type EndpointInput,
  myFeedbackEndpoint,
  submitFeedbackEndpoint,
  type SubmitFeedbackInput,
} from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Feedback on one page of the list. */
export const FEEDBACK_PAGE_SIZE = 5;

export type MyFeedbackInput = EndpointInput<typeof myFeedbackEndpoint>;

/** Query keys of the feedback page; `lists` covers every page and filter. */
export const feedbackKeys = {
  all: ['member', 'feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (input: MyFeedbackInput) => [...feedbackKeys.lists(), input] as const,
};

/** One page of the member's feedback, newest first, with ops' replies. */
export const useMyFeedback = (input: MyFeedbackInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: feedbackKeys.list(input),
    queryFn: ({ signal }) => client.call(myFeedbackEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Files a feedback (PUT /wps/feedback); the list refreshes once it is in. */
export const useSubmitFeedback = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitFeedbackInput) => client.call(submitFeedbackEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
  });
};

/**
 * An ops answer reaches the member as an inbox notice, pushed live (`memberMessages`): the
 * feedback list refreshes with it, so the answer shows without a reload.
 */
export const useFeedbackPushes = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof host.bus.pushes !== 'function') return;
    const subscription = host.bus.pushes('memberMessages').subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
    });
    return () => subscription.unsubscribe();
  }, [host, queryClient]);
};
