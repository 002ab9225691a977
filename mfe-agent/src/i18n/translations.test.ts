import { describeTranslationFolders } from 'shared-ui/testing';

// Each part of the agent centre keeps its words in a folder of its own
// (i18n/<part>/<language>.json), every one of them checked.
describeTranslationFolders('agent', __dirname);
