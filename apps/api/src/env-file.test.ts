import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

const NAMES = ['DW_ENV_FILE_TEST_A', 'DW_ENV_FILE_TEST_B'] as const;

describe('.env loading: the environment wins over the file', () => {
  afterEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('loads the file, and a variable already in the environment wins over it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dw-env-')), '.env');
    writeFileSync(
      file,
      '# comment\nDW_ENV_FILE_TEST_A=from-file\nDW_ENV_FILE_TEST_B="quoted value"\n',
    );
    process.env.DW_ENV_FILE_TEST_A = 'from-environment';
    expect(loadEnvFile(file)).toBe(file);
    expect(process.env.DW_ENV_FILE_TEST_A).toBe('from-environment');
    expect(process.env.DW_ENV_FILE_TEST_B).toBe('quoted value');
  });

  it('does nothing without a file', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'dw-env-')), '.env');
    expect(loadEnvFile(missing)).toBeNull();
    expect(process.env.DW_ENV_FILE_TEST_B).toBeUndefined();
  });
});
