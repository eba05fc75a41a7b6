/**
 * What other modules use of an institute's students: releasing them all when it ends or its
 * owner deletes the student data, the seats they take, and the roster in class-list order.
 */
export { countStudents, findRoster, releaseAllStudents } from './repository';
export { byStudentName } from './class-list';
