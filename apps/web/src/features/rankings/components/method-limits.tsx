import { ROI_DEFAULTS, formatMoney } from '@degreeworth/core';

/** "under $25,000, 10 years; under $50,000, 15 years; …" from the rules table. */
const BRACKETS = ROI_DEFAULTS.term.brackets
  .map((b) => `under ${formatMoney(b.below)}, ${b.years} years`)
  .join('; ');

/** "What the data cannot say" of the method page: the Scorecard's scope, in plain words. */
export function DataLimits() {
  return (
    <>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Federal aid students only.</strong> Earnings and net prices cover students who
          received federal (Title IV) grants or loans, not every student.
        </li>
        <li>
          <strong>Earnings of those working and not enrolled.</strong> The medians leave out former
          students who are not working or are still in school.
        </li>
        <li>
          <strong>First-time, full-time students.</strong> The net price is for them; transfer and
          part-time students may pay differently.
        </li>
        <li>
          <strong>In-state prices at public colleges.</strong> A public college&apos;s net price is
          for in-state students only; out-of-state students usually pay more.
        </li>
        <li>
          <strong>Whole colleges, not majors.</strong> The rankings use each college&apos;s overall
          earnings. The majors on a college page are shares of degrees awarded, not earnings by
          major. The calculator estimates a major&apos;s effect from national earnings by major, not
          from the college&apos;s own graduates in that major.
        </li>
        <li>
          <strong>Averages, not promises.</strong> The comparison is a typical high-school graduate
          in the state. A college&apos;s students may differ from that graduate before they start,
          and your own path will differ from the median.
        </li>
      </ul>
    </>
  );
}

/** The judgment calls 4, 5 and 9 of docs/decisions/004 (the method page must state them). */
export function JudgmentCalls() {
  return (
    <>
      <p>Where the method leaves room, we chose as follows.</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Loan term in personal scenarios.</strong> We assume the loans are first paid out
          on or after 1 July 2026, as for a student starting now. The repayment term then follows
          the standard plan&apos;s brackets by the balance when repayment starts: {BRACKETS};
          otherwise {ROI_DEFAULTS.term.topYears} years.
        </li>
        <li>
          <strong>Benefit-cost ratio.</strong> The present value of the after-tax earnings gain
          after school, divided by the present value of what college takes: out-of-pocket costs,
          loan payments and the earnings given up while enrolled, over{' '}
          {ROI_DEFAULTS.benefitCostHorizon} years. It is above 1 exactly when the{' '}
          {ROI_DEFAULTS.benefitCostHorizon}-year NPV is positive.
        </li>
        <li>
          <strong>Majors.</strong> Ranking rows describe the whole college, with no major applied. A
          personal scenario that names a major with no national earnings data keeps the
          college&apos;s figures and is flagged &ldquo;major not available&rdquo;. A college&apos;s
          own fields of study (its PCIP shares) are offered first and linked to the national major
          categories by our own crosswalk (see Majors above).
        </li>
      </ul>
    </>
  );
}
