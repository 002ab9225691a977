import { describeTranslationFolders } from 'shared-ui/testing';

// Each area keeps its words in a folder of its own (i18n/<area>/<language>.json): the
// promotions', the points mall's and participation's, every one of them checked.
describeTranslationFolders('promo', __dirname);
