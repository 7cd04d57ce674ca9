export * from './errors';
export * from './headers';
export * from './languages';
export * from './limits';
