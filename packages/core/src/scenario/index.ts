export * from './schema';
export * from './majors';
export * from './compute';
export * from './words';
export * from './api';
