import type { RankingRow } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from '../api/rankings-api';
import { translateMessage, useRankingsTexts } from '../rankings-texts';

interface FavoriteButtonProps {
  row: RankingRow;
}

/**
 * The star of a ranking row: a toggle whose name stays the college's and whose pressed state says
 * whether it is a favorite. The star changes at once and goes back if the server refuses; the toast
 * shows the server's message.
 */
export function FavoriteButton({ row }: FavoriteButtonProps) {
  const { t } = useRankingsTexts();
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const isFavorite = row.is_favorite === true;
  const isBusy = adding.isLoading || removing.isLoading;

  const toggle = async () => {
    try {
      if (isFavorite) {
        const { message } = await removeFavorite({ row }).unwrap();
        toast.success(message ? translateMessage(message) : t('server.favoriteRemoved'));
      } else {
        const { message } = await addFavorite({ row }).unwrap();
        toast.success(message ? translateMessage(message) : t('server.favoriteAdded'));
      }
    } catch (err) {
      toast.apiError(err, t('favoriteFailed'));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={t('favorite', { name: row.name })}
      disabled={isBusy}
      onClick={toggle}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-amber-50 disabled:opacity-60 ${
        isFavorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'
      }`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
