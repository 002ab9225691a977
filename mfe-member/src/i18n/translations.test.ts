import path from 'node:path';

import { describeTranslations } from 'shared-ui/testing';

// Each page of the centre keeps its words in a folder of its own (i18n/<page>/<language>.json).
for (const area of [
  'common',
  'centre',
  'security',
  'deposit',
  'withdraw',
  'wallet',
  'upline',
  'records',
  'profit',
  'bonuses',
  'rewards',
  'responsible',
  'referral',
  'missions',
  'messages',
  'feedback',
  'contact',
]) {
  describeTranslations(`member ${area}`, path.join(__dirname, area));
}
