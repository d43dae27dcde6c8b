export * from './number';
export * from './time';
export * from './time-zone';
export * from './number-input';
export * from './symbols';
