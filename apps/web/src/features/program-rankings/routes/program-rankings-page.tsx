import { Link, useSearchParams } from 'react-router';
import {
  type ComparedProgram,
  comparedProgramsParam,
  hasFullAccess,
  parseComparedPrograms,
} from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import type { ProgramViewer } from '../api/program-rankings-api';
import { type Access, ProgramFilters } from '../components/program-filters';
import { ProgramResults } from '../components/program-results';
import { useProgramTexts } from '../program-texts';
import {
  DEFAULT_PROGRAM_VIEW,
  parseProgramView,
  type ProgramView,
  programViewParams,
} from '../program-view';
import { useProgramFields, useProgramRankings } from '../use-program-rankings';

/**
 * /rankings/programs: which colleges give the best return for one field of study at one
 * credential (Computer Science, bachelor's degree). The view lives in the address, so a link
 * reproduces the list. Everyone may pick the program and credential; the API applies the plan
 * rules to the rest (a visitor's page 2 or filter: sign up; a free account's Pro order, control
 * filter or horizon: upgrade), and the page shows its prompt above the list already on screen.
 */
export function ProgramRankingsPage() {
  const { t } = useProgramTexts();
  const [params, setParams] = useSearchParams();
  const token = useAppSelector(selectAuthToken);
  const user = useAppSelector(selectUser);
  const access: Access = !token
    ? 'visitor'
    : !user
      ? 'pending'
      : hasFullAccess(user)
        ? 'pro'
        : 'free';
  const viewer: ProgramViewer =
    access === 'visitor' ? 'visitor' : access === 'pro' ? 'pro' : 'user';
  const view = parseProgramView(params);
  const result = useProgramRankings(view, viewer);
  const fields = useProgramFields(view.credential);

  // The programs chosen to compare stay in the address beside the view, across pages and fields.
  const compared = parseComparedPrograms(params.get('compare'));
  const paramsOf = (next: ProgramView, chosen: ComparedProgram[]) => {
    const query = programViewParams(next);
    if (chosen.length > 0) query.set('compare', comparedProgramsParam(chosen));
    return query;
  };
  const show = (next: ProgramView) => setParams(paramsOf(next, compared));
  const compare = {
    chosen: compared,
    // A choice is not a new page of history: Back leaves the list, not one checkbox.
    onChange: (chosen: ComparedProgram[]) => setParams(paramsOf(view, chosen), { replace: true }),
  };
  const update = (patch: Partial<ProgramView>) => show({ ...view, page: 1, ...patch });
  const reset = () =>
    show({ ...DEFAULT_PROGRAM_VIEW, program: view.program, credential: view.credential });
  const answer = result.currentData ?? result.data;

  return (
    <PageContainer
      title={t('title')}
      intro={
        <p>
          {t('intro')}{' '}
          <Link to={paths.rankingsMethod} className="text-emerald-800 underline underline-offset-2">
            {t('howWeRank')}
          </Link>
        </p>
      }
    >
      <Seo title={t('title')} keywords={t('seoKeywords')} />
      <div className="mt-8 space-y-6">
        <p className="text-sm">
          <Link to={paths.rankings} className="text-emerald-800 underline underline-offset-2">
            {t('collegeRankings')}
          </Link>
          {t('collegeRankingsWhy')}
        </p>
        <ProgramFilters
          view={view}
          access={access}
          fields={fields.currentData?.fields}
          fieldsFailed={fields.isError}
          programTitle={answer?.program?.cip === view.program ? answer?.program?.title : undefined}
          onChange={update}
          onReset={reset}
        />
        <ProgramResults
          view={view}
          result={result}
          onShow={show}
          onReset={reset}
          compare={compare}
        />
      </div>
    </PageContainer>
  );
}
