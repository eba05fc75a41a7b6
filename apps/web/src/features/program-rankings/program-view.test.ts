import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAM_VIEW,
  parseProgramView,
  programViewParams,
  rankingsArgs,
} from './program-view';

const parse = (search: string) => parseProgramView(new URLSearchParams(search));

describe('the programs view in the address', () => {
  it('reads program, credential, state, control, order, horizon, the at-risk filter and page', () => {
    expect(
      parse(
        'program=11.07&credential=5&state=oh&control=public&sort=median_debt&direction=desc&horizon=30&hide_at_risk=true&page=2',
      ),
    ).toEqual({
      program: '1107',
      credential: 5,
      state: 'OH',
      control: 'public',
      sort: 'median_debt',
      direction: 'desc',
      horizon: 30,
      hideAtRisk: true,
      page: 2,
    });
  });

  it('falls back to the defaults on unknown or malformed values', () => {
    expect(
      parse(
        'program=110&credential=9&state=XX&control=any&sort=rank&direction=up&horizon=25&page=0',
      ),
    ).toEqual(DEFAULT_PROGRAM_VIEW);
  });

  it('writes the credential always and leaves the other defaults out', () => {
    expect(programViewParams(DEFAULT_PROGRAM_VIEW).toString()).toBe('credential=3');
    const view = { ...DEFAULT_PROGRAM_VIEW, program: '11', state: 'OH' as const, page: 3 };
    expect(programViewParams(view).toString()).toBe('program=11&credential=3&state=OH&page=3');
    expect(parse(programViewParams(view).toString())).toEqual(view);
    const hiding = { ...DEFAULT_PROGRAM_VIEW, hideAtRisk: true };
    expect(programViewParams(hiding).toString()).toBe('credential=3&hide_at_risk=true');
    expect(parse('hide_at_risk=yes').hideAtRisk).toBe(false);
  });

  it('asks the API with its defaults left out, the direction only when it is not natural', () => {
    expect(rankingsArgs(DEFAULT_PROGRAM_VIEW, 'visitor')).toEqual({
      credential: 3,
      page: 1,
      viewer: 'visitor',
    });
    const debtHighestFirst = {
      ...DEFAULT_PROGRAM_VIEW,
      sort: 'median_debt' as const,
      direction: 'desc' as const,
    };
    expect(rankingsArgs(debtHighestFirst, 'pro')).toMatchObject({
      sort: 'median_debt',
      direction: 'desc',
    });
    const debtLowestFirst = { ...debtHighestFirst, direction: 'asc' as const };
    expect(rankingsArgs(debtLowestFirst, 'pro')).not.toHaveProperty('direction');
  });
});
