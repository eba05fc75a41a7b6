import { CurrentData } from './current-data';

/**
 * "Which years come from which files" of /rankings/method: how a ranking year maps to the
 * College Scorecard files, their dollar years, and the carried columns.
 */
export function DataYearsMethod() {
  return (
    <>
      <p>
        The data are the U.S. Department of Education&apos;s <strong>College Scorecard</strong>{' '}
        files. A ranking year is named by the calendar year in which its academic year ends: the
        file <code>MERGED2022_23_PP.csv</code> is year 2023.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          Costs and completion come from that year&apos;s file. Its net price and cost of attendance
          describe the academic year before it (the net price in the 2021-22 file is for 2020-21, in
          2021 dollars); its published tuition and room-and-board prices are for the file&apos;s own
          year (2021-22, in 2022 dollars).
        </li>
        <li>
          Earnings come from the newest earnings cohort in the data, for every year, as the official
          most-recent file also pairs new prices with older earnings. The cohort in use is named
          below: with today&apos;s files, students who entered about ten years before the earnings
          were measured.
        </li>
        <li>
          When a year&apos;s file lacks a column (such as the completion rate or the cost of
          attendance), it is taken from the newest earlier year that has it, and the college is
          flagged &ldquo;carried from&rdquo; that year.
        </li>
      </ul>
      <CurrentData />
    </>
  );
}
