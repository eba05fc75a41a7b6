/** What other modules use of the calculator: its service and a college's facts from its row. */
export { factsOf } from './facts';
export { createCalculatorService, type CalculatorService } from './service';
