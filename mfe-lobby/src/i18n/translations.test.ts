import { describeTranslations } from 'shared-ui/testing';

describeTranslations('lobby', __dirname);
