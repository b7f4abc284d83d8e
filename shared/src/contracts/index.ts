export * from './common';
export * from './auth';
export * from './users';
export * from './roles';
export * from './registry';
export * from './audit';
export * from './wallets';
export * from './customers';
