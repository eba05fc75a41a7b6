/** What other modules use of an institute's students: releasing them all when it ends. */
export { releaseAllStudents } from './repository';
