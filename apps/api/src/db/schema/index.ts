export * from './contact';
export * from './users';
export * from './colleges';
export * from './scenarios';
