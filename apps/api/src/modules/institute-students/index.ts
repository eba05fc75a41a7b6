/**
 * What other modules use of an institute's students: releasing them all when it ends or its
 * owner deletes the student data, and the seats they take.
 */
export { countStudents, releaseAllStudents } from './repository';
