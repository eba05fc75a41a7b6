import { useEffect, useRef, useState } from 'react';
import { statusOf } from '@/components/query-error';
import { apiErrorMessage } from '@/lib/toast';
import { type Viewer, useLazyGetRankingsQuery } from './api/rankings-api';
import { translateMessage, useRankingsTexts } from './rankings-texts';
import { isAdvanced, type RankingsView, viewParams } from './rankings-view';
import { listArgsOf } from './use-rankings-query';

/** The API's refusal of a page, for the view it was asked from. */
interface Refusal {
  viewKey: string;
  message: string;
  /** Counts the refusals, so a second press of Next shows (and announces) the notice again. */
  count: number;
}

/**
 * Next and Previous on the rankings list. A visitor's next page may be one the API refuses
 * (401 "Sign up for free to see more rankings."): going there at once would swap the list for
 * the refusal. So for a visitor the page is asked first and shown only once answered; a 401
 * leaves the list as it is and gives the API's message for a notice under it (decision 075).
 * Signed-in users go to the page at once, as before. The server decides either way.
 */
export function usePageTurn(view: RankingsView, viewer: Viewer, show: (page: number) => void) {
  const { t } = useRankingsTexts();
  const [askPage] = useLazyGetRankingsQuery();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const viewKey = viewParams(view).toString();
  // The view when an answer arrives: a filter changed meanwhile makes the answer an old question.
  const currentKey = useRef(viewKey);
  useEffect(() => {
    currentKey.current = viewKey;
  }, [viewKey]);

  const turnTo = async (page: number) => {
    if (viewer !== 'visitor' || isAdvanced(view)) return show(page);
    const askedFrom = viewKey;
    try {
      await askPage(listArgsOf({ ...view, page }, viewer), true).unwrap();
    } catch (error) {
      if (statusOf(error) === 401) {
        if (currentKey.current !== askedFrom) return;
        const sent = apiErrorMessage(error);
        const message = sent ? translateMessage(sent) : t('server.signUpForMore');
        return setRefusal((last) => ({
          viewKey: askedFrom,
          message,
          count: (last?.count ?? 0) + 1,
        }));
      }
      // Any other failure shows where the list is, with its retry, as for everyone.
    }
    if (currentKey.current === askedFrom) show(page);
  };

  // A refusal belongs to the view it was asked from: another view drops it.
  const notice = refusal?.viewKey === viewKey ? refusal : null;
  return { notice, turnTo };
}
