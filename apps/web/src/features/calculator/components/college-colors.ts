/**
 * One colour per college, the same in every card and chart (by the college's place in the
 * scenario). Okabe–Ito colours: told apart with the common colour-vision deficiencies.
 */
export const COLLEGE_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7'] as const;

export function colorOf(index: number): string {
  return COLLEGE_COLORS[index % COLLEGE_COLORS.length]!;
}
