import { type EndpointInput, myFeedbackEndpoint, submitFeedbackEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

import { useInboxPushes } from './messages';

/** Feedback on one page of the list. */
export const FEEDBACK_PAGE_SIZE = 5;

export type MyFeedbackInput = EndpointInput<typeof myFeedbackEndpoint>;

/** Query keys of the feedback page. */
const feedback = resourceKeys('member', 'feedback');

/** One page of the member's feedback, newest first, with ops' replies. */
export const useMyFeedback = (input: MyFeedbackInput) =>
  useEndpointQuery(myFeedbackEndpoint, input, { key: feedback, paged: true });

/** Files a feedback (PUT /wps/feedback); once it is in, the list (every page, filter) refreshes. */
export const useSubmitFeedback = () =>
  useEndpointMutation(submitFeedbackEndpoint, {
    invalidates: [feedback.call(myFeedbackEndpoint)],
  });

/**
 * An ops answer reaches the member as an inbox notice, pushed live: the feedback list refreshes
 * with it, so the answer shows without a reload.
 */
export const useFeedbackPushes = () => useInboxPushes(feedback, myFeedbackEndpoint);
