/** What other modules use of saved scenarios: the service and the id parameter schema. */
export { ScenarioParamsSchema } from './schema';
export type { ScenariosService } from './service';
