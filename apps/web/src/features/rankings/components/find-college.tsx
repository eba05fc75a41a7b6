import { useNavigate } from 'react-router';
import { CollegeSearch } from '@/components/college-search';
import { paths } from '@/lib/paths';
import { readerContextParams, type ReaderContext } from '@/lib/scenario-link';
import { useRankingsTexts } from '../rankings-texts';

/**
 * "Find a college": the college typeahead for everyone, visitors included (GET /universities/search
 * is public). Picking a college opens its page, newest year. The rankings' state filter stands for
 * the user's home state: its colleges come first. The page gets the reader's state and band, for
 * its "Add to my scenario".
 */
export function FindCollege({ reader }: { reader: ReaderContext }) {
  const { t } = useRankingsTexts();
  const navigate = useNavigate();
  const query = readerContextParams(reader).toString();
  const search = query ? `?${query}` : '';
  return (
    <div role="search" aria-label={t('findCollege')} className="max-w-xl">
      <CollegeSearch
        label={t('findCollege')}
        texts={{ hint: t('findCollegeHint') }}
        homeState={reader.state}
        onSelect={(college) => navigate({ pathname: paths.college(college.university_id), search })}
      />
    </div>
  );
}
