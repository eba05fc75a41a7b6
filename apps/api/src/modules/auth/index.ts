/** What other modules use of sign-in: proving an e-mail address (it ends older credentials). */
export { proveAddress } from './proof';
