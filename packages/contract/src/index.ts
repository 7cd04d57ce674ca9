export * from './categories';
export * from './errors';
export * from './headers';
export * from './languages';
export * from './limits';
export * from './utility';
export * from './events';
