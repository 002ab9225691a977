import { describeTranslations } from 'shared-ui/testing';

describeTranslations('lottery', __dirname);
