import { describeTranslationFolders } from 'shared-ui/testing';

// Each part of the lottery page keeps its words in a folder of its own
// (i18n/<part>/<language>.json), every one of them checked.
describeTranslationFolders('lottery', __dirname);
