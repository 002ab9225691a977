// Test helpers of the remote kit (STYLE rule 11). Imported from tests only.
export * from './describeTranslations';
export * from './fakeHost';
export * from './fakePlatform';
export * from './humanCheckRoute';
export * from './renderRemote';
export * from './testWhitelabel';
