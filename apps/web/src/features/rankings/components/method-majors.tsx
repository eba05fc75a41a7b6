import { CIP_FAMILY_TITLES, CIP_TO_MAJOR_CATEGORY } from '@degreeworth/core';

/**
 * "Majors" of /rankings/method: fields of study on college pages and how the calculator scales
 * earnings by a major (our CIP family → ACS major category link, a judgment call).
 */
export function MajorsMethod() {
  return (
    <>
      <p>
        The rankings describe a college as a whole. A college page lists its fields of study with
        their share of the degrees it awards (the Scorecard&apos;s <code>PCIP</code> columns, by
        two-digit CIP family).
      </p>
      <p>
        Where the College Scorecard&apos;s Field of Study data has them, a college page also lists
        its programs (a college, a four-digit CIP field and a credential): the degrees awarded in
        the program&apos;s two cohort years, median earnings 1 and 5 years after completion (4 years
        in older releases), median debt and the monthly payment on it. Each program has its own
        return: the same net present value as the college&apos;s, with the program&apos;s earnings
        after completion in place of the college&apos;s, at the college&apos;s net price and
        completion rate. Those earnings are of graduates who received federal aid; a figure the data
        withholds to protect a small group of graduates says &ldquo;too few graduates to
        publish&rdquo;, never 0. Graduate programs get no return: the data has no completion rate or
        years of study for them.
      </p>
      <p>
        The Department publishes a Field of Study file each year, and not every figure in every
        release: the newest has no debt. Each figure of a program is taken from the newest release
        that publishes it, and keeps that release&apos;s cohort: a page can show earnings of
        students who finished in 2018-19 and 2019-20 beside debt of the same years and graduates
        counted in 2019-20 and 2020-21. The data dictionary states the dollars of the earnings; debt
        is published as borrowed, so we take it to be in dollars of the year its graduates finished.
        Every amount is then restated to the page&apos;s dollar year with the CPI-U, and each
        college page lists where its program figures come from.
      </p>
      <p>
        The rankings by program order these programs across colleges, for one field and credential
        (a bachelor&apos;s in Computer Science, say): by the program&apos;s net present value, its
        earnings, its median debt, the monthly payment on that debt or debt-to-earnings. A
        program&apos;s return there uses its college&apos;s figures of the newest ranking year, so
        it matches the college page of that year.
      </p>
      <p>
        In the calculator, a major changes the expected starting salary. Without earnings for the
        program itself, the college&apos;s earnings are scaled by how the major&apos;s national
        median earnings compare with the median of all majors (American Community Survey, full-time
        year-round workers whose highest degree is a bachelor&apos;s; data by FiveThirtyEight). That
        table uses Census field-of-degree codes, not the CIP codes of the Scorecard, so we link each
        CIP family to one of its 16 major categories.{' '}
        <strong>This link is our own judgment call</strong>: the two code lists do not line up one
        to one, and a family is given to the category that holds most of its graduates (social work
        makes up most of &ldquo;Public administration and social service professions&rdquo;, so that
        family counts as Psychology &amp; Social Work).
      </p>
      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          Fields of study and the national major category used for each
        </summary>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Field of study (CIP family)
              </th>
              <th scope="col" className="py-1">
                National major category
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(CIP_TO_MAJOR_CATEGORY).map(([cip, category]) => (
              <tr key={cip} className="border-t border-slate-100">
                <td className="py-1 pr-4">
                  {cip} {CIP_FAMILY_TITLES[cip]}
                </td>
                <td className="py-1">{category}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
