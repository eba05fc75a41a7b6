export * from './schema';
export * from './majors';
export * from './facts';
export * from './chart';
export * from './compute';
export * from './api';
export * from './explain';
export * from './major-basis';
