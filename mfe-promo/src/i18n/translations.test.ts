import path from 'node:path';

import { describeTranslations } from 'shared-ui/testing';

// Each area keeps its words in a folder of its own (i18n/<area>/<language>.json): the
// promotions' at the top level, the points mall's under `points`, participation's under
// `participation`.
for (const area of ['promotions', 'points', 'participation']) {
  describeTranslations(`promo ${area}`, path.join(__dirname, area));
}
