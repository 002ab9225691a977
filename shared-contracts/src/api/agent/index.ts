export * from './common';
export * from './contracts';
export * from './info';
export * from './reports';
export * from './team';
