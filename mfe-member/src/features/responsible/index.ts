export * from './useRealityCheck';
