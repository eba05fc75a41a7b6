import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useRankingsTexts } from '../rankings-texts';
import { RankingsFilters, type RankingsFiltersProps } from './rankings-filters';

/**
 * The rankings filters on a phone: a "Filters" button opening them in a dialog (the one modal
 * primitive: focus moves in and stays inside, Escape or Close shuts it, focus goes back to the
 * button). A change applies at once, as in the filter bar, so the results behind are already up to
 * date when "Show results" closes the dialog.
 */
export function FiltersDrawer(props: RankingsFiltersProps) {
  const { t } = useRankingsTexts();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        <FilterIcon />
        {t('filters')}
      </Button>
      <Modal isOpen={isOpen} onClose={close} title={t('filters')}>
        <div className="space-y-4">
          <RankingsFilters {...props} />
          <Button className="w-full" onClick={close}>
            {t('showResults')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
      <path
        d="M3 5h14M6 10h8M9 15h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
