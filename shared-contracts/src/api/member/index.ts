export * from './deposit';
export * from './money';
export * from './profile';
export * from './responsibleGaming';
export * from './security';
export * from './upline';
export * from './wallets';
export * from './withdrawal';
