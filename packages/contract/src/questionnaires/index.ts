export * from './engine';
export * from './schemas';
export * from './validate';
export * from './wire';
