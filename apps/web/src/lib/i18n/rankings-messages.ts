import { screenTexts } from '.';
import { rankings } from './en/rankings';
import { findMessages } from './translate-message';

/**
 * The rankings' texts, registered when a rankings screen (colleges or programs) loads. Both show
 * the API's fixed rankings messages, core's English kept under `server`: translateMessage finds
 * their Spanish from then on.
 */
export const useRankingsTexts = screenTexts('rankings', rankings);
findMessages('rankings', rankings.server, 'server.');

/** Imported from here, translateMessage is sure to know the rankings messages. */
export { translateMessage } from './translate-message';
