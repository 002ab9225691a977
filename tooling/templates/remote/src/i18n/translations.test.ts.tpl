import { describeTranslationFolders } from 'shared-ui/testing';

// Each page keeps its words in a folder of its own (i18n/<page>/<language>.json), every one of
// them checked.
describeTranslationFolders('{{name}}', __dirname);
