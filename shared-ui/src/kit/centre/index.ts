export * from './CentreLayout';
export * from './CentreMenu';
export * from './CentreModal';
export * from './PageBoundary';
export * from './useQueryParamPage';
