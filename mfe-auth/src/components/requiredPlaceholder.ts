import { REQUIRED_MARK } from 'shared-ui';

/**
 * The placeholder of a required field: its label and SPEC's full-width required marker ＊
 * (the same as every required label's).
 */
export const requiredPlaceholder = (label: string): string => `${label} ${REQUIRED_MARK}`;
