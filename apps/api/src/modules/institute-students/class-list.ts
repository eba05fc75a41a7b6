import {
  type InstituteUsersQuery,
  type ListedStudent,
  roundHalfAwayFromZero,
  STUDENT_SORT_DIRECTIONS,
  type StudentSort,
  type StudentStanding,
  studentStanding,
} from '@degreeworth/core';
import type { RosterRow } from './repository';

/** A student of the roster with their standing across their saved scenarios. */
export interface ClassEntry {
  student: RosterRow;
  status: 'invited' | 'active';
  standing: StudentStanding;
}

/** A student without a saved scenario: the standing of none. */
export const NO_SCENARIO = studentStanding([]);

// Names compare as people read them: case and accents aside, "Ava 2" before "Ava 10".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The sort key of a column; null sorts last in either direction (the data cannot say). */
const keyOf: Record<StudentSort, (e: ClassEntry) => string | number | null> = {
  name: (e) => e.student.name,
  status: (e) => e.status,
  last_active: (e) => e.student.lastActiveAt?.getTime() ?? null,
  scenarios: (e) => e.student.scenarios,
  best_npv: (e) => e.standing.bestNpv,
  at_risk: (e) => (e.standing.earningsTestAtRisk ? 1 : 0),
  added: (e) => e.student.createdAt.getTime(),
};

/** Students as a class list reads them: by name as people read names, then by id. */
export const byStudentName = (
  a: { name: string; id: string },
  b: { name: string; id: string },
): number => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) - (b as number);
}

/** Whether the entry is one the query's filter, bars and search keep. */
function isKept(e: ClassEntry, q: InstituteUsersQuery): boolean {
  const { filter } = q;
  if (filter === 'invited' || filter === 'active') {
    if (e.status !== filter) return false;
  } else if (filter === 'needs_attention') {
    if (e.standing.attention.length === 0) return false;
  } else if (filter && !e.standing.attention.includes(filter)) return false;
  if (q.npv_bar !== undefined && !e.standing.npvBars.has(q.npv_bar)) return false;
  if (q.break_even_bar !== undefined && !e.standing.breakEvenBars.has(q.break_even_bar))
    return false;
  if (q.search) {
    const needle = q.search.toLocaleLowerCase('en');
    return (
      e.student.name.toLocaleLowerCase('en').includes(needle) ||
      e.student.email.toLocaleLowerCase('en').includes(needle)
    );
  }
  return true;
}

/**
 * The class list as the query asks: filtered (state, attention, a dashboard bar, a search by name
 * or e-mail), sorted by a column (its usual direction unless one is asked; unknown values last;
 * ties by name, then id, so pages never overlap) and cut to one page.
 */
export function classListPage(
  entries: readonly ClassEntry[],
  q: InstituteUsersQuery,
  pageSize: number,
): { rows: ClassEntry[]; total: number } {
  const kept = entries.filter((e) => isKept(e, q));
  const key = keyOf[q.sort];
  const sign = (q.direction ?? STUDENT_SORT_DIRECTIONS[q.sort]) === 'asc' ? 1 : -1;
  kept.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      const order = compareKeys(ka, kb);
      if (order !== 0) return sign * order;
    }
    return byStudentName(a.student, b.student);
  });
  const start = (q.page - 1) * pageSize;
  return { rows: kept.slice(start, start + pageSize), total: kept.length };
}

/** One row of the list answer. */
export function toListedStudent(e: ClassEntry, instituteName: string): ListedStudent {
  const s = e.student;
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    institute_name: instituteName,
    status: e.status,
    scenarios: s.scenarios,
    created_at: s.createdAt.toISOString(),
    last_active_at: s.lastActiveAt?.toISOString() ?? null,
    best_npv: e.standing.bestNpv === null ? null : roundHalfAwayFromZero(e.standing.bestNpv),
    earnings_test_at_risk: e.standing.earningsTestAtRisk,
    unread_replies: s.unreadReplies,
    attention: e.standing.attention,
  };
}
