/** What other modules use of accounts: their public shapes and the seeded platform admin. */
export { instituteStatusOf, publicUserOf, studentStatusOf } from './serialize';
export { ensureSeededAdmin } from './seed-admin';
