export * from './carryOver';
export * from './pages';
export * from './periods';
export * from './tiers';
