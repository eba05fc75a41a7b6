/**
 * What other modules use of the institute dashboard: the outcomes of the students' saved
 * scenarios, which the student list sorts and filters by.
 */
export {
  type ClassOutcomes,
  createClassOutcomes,
  type ScenarioWithOutcomes,
  standingsByStudent,
} from './class-outcomes';
