import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseErrorOf } from './database-errors';

describe('databaseErrorOf', () => {
  it('keeps the driver code of a query that never reached the server, not its SQL or values', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const err = new DrizzleQueryError('select * from users where email = $1', ['a@b.c'], refused);
    const summary = databaseErrorOf(err);
    expect(summary).toMatchObject({ type: 'DatabaseError', code: 'ECONNREFUSED' });
    expect(JSON.stringify(summary)).not.toMatch(/a@b\.c|select|Failed query/);
  });

  it('reads a server error that is not wrapped, and leaves other errors alone', () => {
    const server = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(a@b.c) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(databaseErrorOf(server)).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(JSON.stringify(databaseErrorOf(server))).not.toContain('a@b.c');
    expect(databaseErrorOf(new Error('plain'))).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeNull();
  });
});
