import path from 'node:path';

import { describeTranslations } from 'shared-ui/testing';

// Each part of the lottery page keeps its words in a folder of its own (i18n/<part>/<language>.json).
for (const area of [
  'common',
  'games',
  'issue',
  'picker',
  'play',
  'slip',
  'bets',
  'results',
  'vn',
  'elott',
]) {
  describeTranslations(`lottery ${area}`, path.join(__dirname, area));
}
