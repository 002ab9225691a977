import { describeTranslations } from 'shared-ui/testing';

describeTranslations('{{name}}', __dirname);
