/**
 * `text` as a LIKE/ILIKE pattern matching it anywhere: the %, _ and \ a user types match only
 * themselves (PostgreSQL's LIKE escape character is the backslash by default).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
