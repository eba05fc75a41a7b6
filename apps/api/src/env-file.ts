import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Loads `.env` from the working directory into process.env when the file is there (the
 * command-line entries only: server.ts and the CLIs; tests never read it). A variable already
 * set in the environment wins over the file (Node's own rule for process.loadEnvFile), so
 * `PORT=4000 npm start` still means port 4000. `.env.example` lists every variable;
 * config.ts stays the only reader. Returns the file loaded, or null.
 */
export function loadEnvFile(file = resolve(process.cwd(), '.env')): string | null {
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
