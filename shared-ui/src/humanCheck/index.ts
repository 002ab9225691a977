export * from './HumanCheckField';
export * from './humanCheckTexts';
export { expiryOf, payloadOf, solveProofOfWork } from './solve';
export * from './useHumanCheck';
