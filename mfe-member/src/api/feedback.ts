import { keepPreviousData } from '@tanstack/react-query';
import { type EndpointInput, myFeedbackEndpoint, submitFeedbackEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

import { useInboxPushes } from './messages';

/** Feedback on one page of the list. */
export const FEEDBACK_PAGE_SIZE = 5;

export type MyFeedbackInput = EndpointInput<typeof myFeedbackEndpoint>;

/** Query keys of the feedback page; `list` covers every page and filter. */
export const feedbackKeys = resourceKeys('member', 'feedback');
const lists = feedbackKeys.of('list');

/** One page of the member's feedback, newest first, with ops' replies. */
export const useMyFeedback = (input: MyFeedbackInput) =>
  useEndpointQuery(myFeedbackEndpoint, input, {
    key: feedbackKeys.of('list', input),
    placeholderData: keepPreviousData,
  });

/** Files a feedback (PUT /wps/feedback); the list refreshes once it is in. */
export const useSubmitFeedback = () =>
  useEndpointMutation(submitFeedbackEndpoint, { invalidates: [lists] });

/**
 * An ops answer reaches the member as an inbox notice, pushed live: the feedback list refreshes
 * with it, so the answer shows without a reload.
 */
export const useFeedbackPushes = () => useInboxPushes(lists);
