export * from './contact';
export * from './users';
export * from './scorecard';
export * from './rankings';
export * from './scenarios';
export * from './mail';
export * from './payments';
