// The matching engine's public surface: the two factories and the contract types.
export { createTradingEngine } from './trading';
export { createFundingEngine } from './funding';
export * from './types';
