import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'dw-config-'));

describe('loadConfig', () => {
  it('applies the CONTRACT defaults with no environment at all', () => {
    const dataDir = tmp();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      usesEmbeddedDb: true,
      isRedisConfigured: false,
      mailMode: 'outbox',
      mailFrom: 'no-reply@localhost',
      contactTo: 'no-reply@localhost',
      publicUrl: 'http://localhost:3000',
    });
    // The development data: the Scorecard files and the newer release beside them.
    expect(c.scorecardDirs).toEqual([
      resolve(__dirname, '../../../../shared/data/scorecard'),
      resolve(__dirname, '../../../../shared/data/2026'),
    ]);
    // Unset: the newest CPI table beside or in the data folders (importer/read/data-files.ts).
    expect(c.cpiFile).toBeNull();
    expect(c.majorsDir).toBe(resolve(c.scorecardDirs[0]!, '../majors'));
    expect(c.censusFile).toBeNull();
  });

  it('finds the CPI, ACS and majors tables through their own variables, apart from SCORECARD_DIR', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      SCORECARD_DIR: '/srv/College_Scorecard_Raw_Data_01162025',
      CPI_FILE: '/srv/bls/cpi-u-annual.csv',
      CENSUS_FILE: '/srv/census/acs_2018_1yr_B20004_median_earnings_by_state.csv',
      MAJORS_DIR: '/srv/fivethirtyeight',
    });
    expect(c).toMatchObject({
      scorecardDirs: ['/srv/College_Scorecard_Raw_Data_01162025'],
      cpiFile: '/srv/bls/cpi-u-annual.csv',
      censusFile: '/srv/census/acs_2018_1yr_B20004_median_earnings_by_state.csv',
      majorsDir: '/srv/fivethirtyeight',
    });
    // Unset or empty: the majors table beside the first data folder; the CPI and ACS tables are
    // looked for by the importer.
    const beside = loadConfig({ DATA_DIR: tmp(), SCORECARD_DIR: '/srv/sc', CENSUS_FILE: '' });
    expect(beside).toMatchObject({ cpiFile: null, censusFile: null, majorsDir: '/srv/majors' });
  });

  it('reads several data folders from SCORECARD_DIR, separated by ":" as in PATH', () => {
    const c = loadConfig({ DATA_DIR: tmp(), SCORECARD_DIR: '/srv/sc::/srv/2026:' });
    expect(c.scorecardDirs).toEqual(['/srv/sc', '/srv/2026']);
    expect(c.majorsDir).toBe('/srv/majors');
    expect(describeConfig(c)).toMatch(/scorecard data: \/srv\/sc:\/srv\/2026$/);
  });

  it('defaults DATA_DIR to ./.data', () => {
    const cwd = process.cwd();
    const dir = tmp();
    process.chdir(dir);
    try {
      expect(loadConfig({}).dataDir).toBe(join(dir, '.data'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ DATA_DIR: tmp(), PORT: '', DATABASE_URL: ' ', SMTP_URL: '' });
    expect(c.port).toBe(3000);
    expect(c.usesEmbeddedDb).toBe(true);
    expect(c.mailMode).toBe('outbox');
  });

  it('switches to PostgreSQL, SMTP and Redis when their URLs are set', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u:pw@db:5432/app',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: '8080',
    });
    expect(c).toMatchObject({
      usesEmbeddedDb: false,
      mailMode: 'smtp',
      isRedisConfigured: true,
      port: 8080,
    });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(describeConfig(c)).toBe(
      `database: PostgreSQL at postgres://u:***@db:5432/app; mail: SMTP via smtp://mail:25; data folder: ${c.dataDir}; scorecard data: ${c.scorecardDirs.join(':')}`,
    );
  });

  it('takes the contact address from MAIL_FROM when CONTACT_TO is unset', () => {
    const c = loadConfig({ DATA_DIR: tmp(), MAIL_FROM: 'DegreeWorth <hello@dw.test>' });
    expect(c.contactTo).toBe('hello@dw.test');
    expect(c.publicConfig.salesEmail).toBe('hello@dw.test');
  });

  it('rejects invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  it('generates a JWT secret once into DATA_DIR and keeps it', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-env-'.repeat(4) }).jwtSecret).toBe(
      'from-env-'.repeat(4),
    );
  });

  it('refuses a JWT_SECRET shorter than 32 bytes at start, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET must be at least 32 bytes/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('refuses a Google key-set URL that is not https at start, naming the variable', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).google.jwksUrl).toBe(
      'https://www.googleapis.com/oauth2/v3/certs',
    );
    for (const url of ['http://127.0.0.1:8080/certs', 'http://www.googleapis.com/x', 'certs']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), GOOGLE_JWKS_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), GOOGLE_JWKS_URL: url })).toThrow(
        'GOOGLE_JWKS_URL: GOOGLE_JWKS_URL must be an https:// URL (the keys that verify Google sign-in)',
      );
    }
    const own = loadConfig({ DATA_DIR: tmp(), GOOGLE_JWKS_URL: 'https://keys.example/certs' });
    expect(own.google.jwksUrl).toBe('https://keys.example/certs');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses; unset means direct', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" is neither a hop count nor an IP address/,
    );
  });

  it('says in one line which database, mail mode and data folder are in use', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/dw-x' });
    expect(describeConfig(c)).toBe(
      `database: embedded PostgreSQL (PGlite) in /tmp/dw-x/pglite; mail: outbox files in /tmp/dw-x/outbox; data folder: /tmp/dw-x; scorecard data: ${c.scorecardDirs.join(':')}`,
    );
  });
});

describe('WEB_CONCURRENCY', () => {
  const shared = {
    DATABASE_URL: 'postgres://db:5432/app',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };

  it('runs one API process unless asked for more (1 to 64)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '4', ...shared }).webConcurrency).toBe(4);
    expect(loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '64', ...shared }).webConcurrency).toBe(
      64,
    );
    for (const bad of ['0', '65', '1.5', 'two', '-2']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: bad, ...shared })).toThrow(
        /Invalid environment:\n {2}WEB_CONCURRENCY: /,
      );
    }
  });

  it('refuses several processes on the embedded database or without Redis, and says why', () => {
    const error = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '2', ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    const noDatabase =
      'WEB_CONCURRENCY: 2 processes need DATABASE_URL (a PostgreSQL server): the embedded database (PGlite) allows only one process. Set DATABASE_URL, or WEB_CONCURRENCY=1';
    const noRedis =
      'WEB_CONCURRENCY: 2 processes need REDIS_URL: the rate limits, the ranking cache and the PDF report queue are shared between processes through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1';
    expect(error({})).toBe(`Invalid environment:\n  ${noDatabase}\n  ${noRedis}`);
    expect(error({ REDIS_URL: shared.REDIS_URL })).toBe(`Invalid environment:\n  ${noDatabase}`);
    expect(error({ DATABASE_URL: shared.DATABASE_URL })).toBe(`Invalid environment:\n  ${noRedis}`);
  });
});
