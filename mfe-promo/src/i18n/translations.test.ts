import { describeTranslations } from 'shared-ui/testing';

describeTranslations('promo', __dirname);
