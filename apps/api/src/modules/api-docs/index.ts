/**
 * What the routes use to document themselves on their own `schema` (route-docs.ts), and the
 * example values several routes' examples share. The plugin itself is wired by app.ts.
 */
export { adminDoc, doc, fileResponse, imageDoc, imageFile, type RouteDocs } from './route-docs';
export type { ErrorResponseName } from './error-examples';
export {
  LINK_TOKEN,
  NEW_PASSWORD,
  PASSWORD,
  PASSWORD_CHANGE,
  SCENARIO_EXAMPLE,
  SCHOOL_ADMIN,
  STUDENT,
} from './example-values';
