import { FEEDBACK_TYPES, type Resource, type ResourceType } from 'shared-contracts';

/** The brand resources the contact page lists as ways to reach the brand, in this order. */
export const CONTACT_RESOURCE_TYPES = [
  'TELEGRAM',
  'LINE',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'YOUTUBE',
  'TIKTOK',
] as const satisfies readonly ResourceType[];
export type ContactResourceType = (typeof CONTACT_RESOURCE_TYPES)[number];

/** The channels' own names (brand names: the same in every language). */
export const CONTACT_RESOURCE_NAMES: Readonly<Record<ContactResourceType, string>> = {
  TELEGRAM: 'Telegram',
  LINE: 'LINE',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TWITTER: 'X (Twitter)',
  YOUTUBE: 'YouTube',
  TIKTOK: 'TikTok',
};

/** The messaging and social channels the brand configured, one per type, in the page's order. */
export const contactChannelsOf = (
  resources: readonly Resource[],
): { type: ContactResourceType; url: string }[] =>
  CONTACT_RESOURCE_TYPES.flatMap((type) => {
    const found = resources.find((resource) => resource.type === type);
    return found ? [{ type, url: found.url }] : [];
  });

/** SPEC section 3's support question types (the complaint has a page of its own: feedback). */
export const QUESTION_TYPES = FEEDBACK_TYPES.filter((type) => type !== 'complaint');

/** The feedback form's question type parameter (read by the member centre's feedback page). */
export const FEEDBACK_TYPE_PARAM = 'fbType';

/** The address of the member centre's feedback form with a question type chosen. */
export const feedbackSearchOf = (type: string): string =>
  `?mc=feedback&${FEEDBACK_TYPE_PARAM}=${encodeURIComponent(type)}`;
