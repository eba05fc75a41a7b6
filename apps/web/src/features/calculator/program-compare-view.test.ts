import { describe, expect, it } from 'vitest';
import { compareViewParams, parseCompareView } from './program-compare-view';

const read = (query: string) => parseCompareView(new URLSearchParams(query));

describe('the programs comparison in the address', () => {
  it('reads the programs, the home state, the family income and the loans', () => {
    const view = read('programs=166683-11.07,166683-27.01&state=MA&income=0-30k&loans=5500');
    expect(view).toEqual({
      programs: [
        { university_id: 166683, program: '11.07' },
        { university_id: 166683, program: '27.01' },
      ],
      state: 'MA',
      income: '0-30k',
      loans: 5500,
    });
    expect(compareViewParams(view).toString()).toBe(
      'programs=166683-11.07%2C166683-27.01&state=MA&income=0-30k&loans=5500',
    );
  });

  it('leaves out what does not read and writes no defaults', () => {
    const view = read('programs=x,166683-1107&state=ZZ&income=rich&loans=-5');
    expect(view).toEqual({ programs: [], state: undefined, income: 'all', loans: 0 });
    expect(compareViewParams(view).toString()).toBe('');
    expect(read('loans=5500.5').loans).toBe(0);
    expect(read('loans=1000000').loans).toBe(0);
  });
});
