import { describeTranslationFolders } from 'shared-ui/testing';

// Each page of the centre keeps its words in a folder of its own (i18n/<page>/<language>.json),
// every one of them checked.
describeTranslationFolders('member', __dirname);
