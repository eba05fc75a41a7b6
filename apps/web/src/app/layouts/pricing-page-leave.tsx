import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { pageLeft } from '@/lib/ui-slice';

/**
 * Closes the pricing modal when the page changes (a link, Back or Forward): it belongs to the
 * page it was opened on. The cleanup of the previous location runs before the new page's
 * effects, so a `/{price}` address still opens it on arrival. The location object, not its key,
 * marks a change: an address typed or followed in the browser has no key of the router's own
 * ("default" every time).
 */
export function PricingPageLeave() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  useEffect(() => () => void dispatch(pageLeft()), [dispatch, location]);
  return null;
}
