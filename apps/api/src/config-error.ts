/** A setting is missing, malformed or inconsistent: the server refuses to start and says which. */
export class ConfigError extends Error {}

/** The one shape of every configuration error message. */
export const invalidEnvironment = (lines: string[]) =>
  new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
