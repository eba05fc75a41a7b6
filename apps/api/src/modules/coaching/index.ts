/** What other modules use of coaching: the class's scenarios and the comments the school sees. */
export { findClassComments, findInstituteScenarios } from './repository';
