import { describe, expect, it } from 'vitest';
import { reportFileName, slugOf } from './file-name';

describe('report file names', () => {
  it('are ASCII slugs of the scenario name', () => {
    expect(reportFileName('Fall 2027 shortlist — engineering or business')).toBe(
      'degreeworth-fall-2027-shortlist-engineering-or-business.pdf',
    );
    expect(slugOf('Zürich & São Paulo!')).toBe('zurich-sao-paulo');
    expect(slugOf('学校')).toBe('scenario');
    expect(slugOf('x'.repeat(200))).toHaveLength(60);
  });
});
