import type { ResourceListResponse } from '@degreeworth/core';
import { sameCategory } from '../resources-view';
import { useResourcesTexts } from '../resources-texts';

interface CategoryChipsProps {
  categories: ResourceListResponse['categories'];
  /** The category shown; empty for all. */
  selected: string;
  onSelect: (category: string) => void;
}

const chipClasses = (isOn: boolean) =>
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ' +
  (isOn
    ? 'bg-emerald-700 text-white ring-emerald-700'
    : 'bg-white text-slate-700 ring-slate-300 hover:bg-emerald-50');

/**
 * One toggle button per category with its number of articles (all published articles, not
 * only those matching the search), and "All" with the sum. The pressed one is shown.
 */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const { t } = useResourcesTexts();
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const chips = [{ category: '', count: total }, ...categories];
  return (
    <ul aria-label={t('categoriesLabel')} className="flex flex-wrap gap-2">
      {chips.map(({ category, count }) => {
        const isOn = category ? sameCategory(category, selected) : !selected;
        return (
          <li key={category || '*'}>
            <button
              type="button"
              aria-pressed={isOn}
              className={chipClasses(isOn)}
              onClick={() => onSelect(category)}
            >
              {category || t('allCategories')}
              <span className={isOn ? 'text-emerald-100' : 'text-slate-500'}>({count})</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
