export * from './contact';
export * from './users';
