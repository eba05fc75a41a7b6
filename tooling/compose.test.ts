import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Service {
  image: string;
  environment?: Record<string, string>;
  ports: string[];
  healthcheck?: { test: string[] };
}

/** The host port of a `127.0.0.1:${VAR:-default}:container` mapping, with its default. */
function hostPort(mapping: string): { variable: string; port: number; container: number } {
  const match = /^127\.0\.0\.1:\$\{(\w+):-(\d+)\}:(\d+)$/.exec(mapping);
  if (!match) throw new Error(`unexpected port mapping ${mapping}`);
  return { variable: match[1]!, port: Number(match[2]), container: Number(match[3]) };
}

describe('compose.yaml: PostgreSQL and Redis for development', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
  const { postgres, redis } = compose.services;

  it('runs PostgreSQL and Redis with health checks, on local host ports that can be changed', () => {
    expect(postgres!.image).toMatch(/^postgres:\d+/);
    expect(redis!.image).toMatch(/^redis:7/);
    expect(postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(redis!.healthcheck?.test.join(' ')).toContain('ping');
    expect(hostPort(postgres!.ports[0]!)).toEqual({
      variable: 'DW_POSTGRES_PORT',
      port: 5433,
      container: 5432,
    });
    expect(hostPort(redis!.ports[0]!)).toEqual({
      variable: 'DW_REDIS_PORT',
      port: 6380,
      container: 6379,
    });
  });

  it('matches the addresses the operations manual tells people to use', () => {
    const env = postgres!.environment!;
    const databaseUrl =
      `postgres://${env.POSTGRES_USER}:${env.POSTGRES_PASSWORD}@127.0.0.1:` +
      `${hostPort(postgres!.ports[0]!).port}/${env.POSTGRES_DB}`;
    const redisUrl = `redis://127.0.0.1:${hostPort(redis!.ports[0]!).port}`;
    const manual = read('docs/operations.md');
    expect(manual).toContain(`DATABASE_URL=${databaseUrl}`);
    expect(manual).toContain(`REDIS_URL=${redisUrl}`);
    expect(read('compose.yaml')).toContain(`DATABASE_URL=${databaseUrl}`);
  });
});
