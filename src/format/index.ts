export * from './number';
export * from './time';
export * from './number-input';
export * from './symbols';
