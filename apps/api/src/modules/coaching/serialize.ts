import type { InstituteStudent, ScenarioComment } from '@degreeworth/core';
import type { InstituteAdminRow } from '../../lib/institute-sessions';
import { studentStatusOf } from '../users';
import type { CommentRow, StudentRow } from './repository';

export function toStudent(
  row: StudentRow,
  instituteName: string,
  scenarios: number,
): InstituteStudent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    institute_name: instituteName,
    status: studentStatusOf(row),
    scenarios,
    created_at: row.createdAt.toISOString(),
  };
}

export function toComment(row: CommentRow): ScenarioComment {
  return {
    id: row.id,
    scenario_id: row.scenarioId,
    author: { id: row.authorId ?? row.authorUserId, name: row.authorName, role: row.authorRole },
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

/** The name a comment shows its student: the admin's name, else their e-mail address. */
export const authorNameOf = (admin: Pick<InstituteAdminRow, 'name' | 'email'>): string =>
  admin.name.trim() || admin.email;
