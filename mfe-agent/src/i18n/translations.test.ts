import path from 'node:path';

import { describeTranslations } from 'shared-ui/testing';

// Each part of the agent centre keeps its words in a folder of its own (i18n/<part>/<language>.json).
for (const area of [
  'common',
  'centre',
  'report',
  'announcement',
  'overview',
  'register',
  'team',
  'betting',
  'loss',
  'details',
  'income',
  'dividends',
  'contracts',
]) {
  describeTranslations(`agent ${area}`, path.join(__dirname, area));
}
