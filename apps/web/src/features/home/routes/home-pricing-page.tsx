import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { pricingModalOpened } from '@/lib/ui-slice';
import { HomePage } from './home-page';

/** /{price}: Home with the pricing modal open. */
export function HomePricingPage() {
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  useEffect(() => {
    dispatch(pricingModalOpened());
    // Keyed on the location so moving between two such paths opens it again.
  }, [dispatch, key]);
  return <HomePage />;
}
