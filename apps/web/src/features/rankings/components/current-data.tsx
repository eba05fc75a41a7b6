import { useAppSelector } from '@/lib/hooks';
import { selectAuthToken } from '@/lib/auth-slice';
import { useGetRankingsQuery } from '../api/rankings-api';
import { useRankingsTexts } from '../rankings-texts';
import { DataVintage } from './data-vintage';

/** The data behind today's rankings (the default ranking's vintage). */
export function CurrentData() {
  const { t } = useRankingsTexts();
  const token = useAppSelector(selectAuthToken);
  const { currentData } = useGetRankingsQuery({
    page: 1,
    type: 'bachelors',
    viewer: token ? 'user' : 'visitor',
  });
  if (!currentData?.vintage || currentData.year === null) return null;
  const years = currentData.years;
  return (
    <div className="space-y-2">
      <p>{t('vintage.yearsNow', { first: years[0] ?? '', last: years.at(-1) ?? '' })}</p>
      <DataVintage
        vintage={currentData.vintage}
        year={currentData.year}
        earningsYear={currentData.data.find((r) => r.earnings_year !== null)?.earnings_year}
        showMethodLink={false}
      />
    </div>
  );
}
