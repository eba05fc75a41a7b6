/** What other modules use of the PDF reports: rendering a scenario and the rendering limit. */
export { renderScenarioPdf, type ReportInput } from './render';
export type { ReportRendering } from './rendering';
export { RENDER_LIMIT } from './service';
