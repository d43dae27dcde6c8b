export * from './number';
export * from './time';
export * from './symbols';
