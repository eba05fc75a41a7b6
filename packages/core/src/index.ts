export * from './constants';
export * from './us-states';
export * from './api-error';
export * from './validation/messages';
export * from './validation/fields';
export * from './schemas/contact';
export * from './schemas/public-config';
export * from './schemas/auth';
