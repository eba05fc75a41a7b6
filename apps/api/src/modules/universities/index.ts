/** What other modules use of the college pages: the answer for a college that is not there. */
export { collegeNotFound } from './service';
