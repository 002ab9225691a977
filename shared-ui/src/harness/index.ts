// Dev-only pieces of a remote's standalone harness (`pnpm --filter <remote> dev`).
export * from './createHarnessHost';
export * from './HarnessApp';
export * from './HarnessSettings';
export * from './initSharedI18n';
