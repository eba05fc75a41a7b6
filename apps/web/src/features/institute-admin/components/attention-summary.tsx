import { Link } from 'react-router';
import {
  ATTENTION_REASONS,
  ATTENTION_WORDS,
  formatCountOf,
  type InstituteDashboardResponse,
} from '@degreeworth/core';
import { TEXT } from '../institute-texts';

const students = (n: number) => formatCountOf(n, 'student');
const link = 'text-emerald-800 underline underline-offset-2';

/**
 * The dashboard's "Needs attention": how many students a counselor should look at, and why,
 * each reason opening the student list filtered to it.
 */
export function AttentionSummary({
  attention,
  studentsPath,
}: {
  attention: InstituteDashboardResponse['attention'];
  /** The student list's route. */
  studentsPath: string;
}) {
  return (
    <section aria-labelledby="needs-attention" className="space-y-3">
      <div>
        <h2 id="needs-attention" className="text-xl font-semibold text-slate-900">
          {TEXT.attentionHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{TEXT.attentionIntro}</p>
      </div>
      {attention.students === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          {TEXT.attentionNothing}
        </p>
      ) : (
        <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <p>
            <Link to={`${studentsPath}?filter=needs_attention`} className={`${link} font-semibold`}>
              {students(attention.students)} {attention.students === 1 ? 'needs' : 'need'} attention
            </Link>
          </p>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {ATTENTION_REASONS.filter((r) => attention.by_reason[r] > 0).map((reason) => (
              <li key={reason}>
                <Link to={`${studentsPath}?filter=${reason}`} className={link}>
                  {ATTENTION_WORDS[reason]}: {students(attention.by_reason[reason])}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
