/** What other modules use of share links: the address a link opens (the data export lists it). */
export { shareUrl } from './share-url';
