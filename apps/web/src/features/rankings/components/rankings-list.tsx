import { usePhoneLayout } from '@/lib/use-phone-layout';
import { RankingsCards } from './rankings-cards';
import { RankingsTable, type RankingsTableProps } from './rankings-table';

interface RankingsListProps extends RankingsTableProps {
  /** Name of the card list on a phone, e.g. "Rankings" (`label` names the table). */
  cardsLabel: string;
}

/**
 * The rows of a rankings answer: the sortable table, or on a phone-wide screen one card per
 * college, where the order is chosen with the "Sort by" select instead.
 */
export function RankingsList({ cardsLabel, ...props }: RankingsListProps) {
  const isPhone = usePhoneLayout();
  if (!isPhone) return <RankingsTable {...props} />;
  return (
    <RankingsCards
      rows={props.rows}
      label={cardsLabel}
      caption={props.caption}
      horizon={props.horizon}
      isOrdered={props.order !== undefined}
      showFavorites={props.showFavorites}
      showType={props.showType}
      reader={props.reader}
    />
  );
}
