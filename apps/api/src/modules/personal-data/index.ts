/** What other modules use of the data exports: how a saved scenario is written in one. */
export { commentsByScenario, exportedScenarios, isoOrNull } from './exported-scenarios';
