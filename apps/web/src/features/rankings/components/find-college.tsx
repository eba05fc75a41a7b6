import { useNavigate } from 'react-router';
import { CollegeSearch } from '@/components/college-search';
import { paths } from '@/lib/paths';
import { TEXTS } from '../rankings-texts';

/**
 * "Find a college" (issue #15 item 7): the college typeahead for everyone, visitors included
 * (GET /universities/search is public). Picking a college opens its page, newest year. The
 * rankings' state filter stands for the user's home state: its colleges come first.
 */
export function FindCollege({ homeState }: { homeState?: string }) {
  const navigate = useNavigate();
  return (
    <div role="search" aria-label={TEXTS.findCollege} className="max-w-xl">
      <CollegeSearch
        label={TEXTS.findCollege}
        texts={{ hint: TEXTS.findCollegeHint }}
        homeState={homeState}
        onSelect={(college) => navigate(paths.college(college.university_id))}
      />
    </div>
  );
}
