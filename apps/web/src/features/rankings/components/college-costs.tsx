import {
  type UniversityResponse,
  formatFractionalYears,
  formatMoney,
  formatYears,
  incomeBandLabel,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useRankingsTexts } from '../rankings-texts';
import { Shown } from '@/components/missing-value';

interface CostsProps {
  college: UniversityResponse;
}

/** Net price and its results for each family income band (Scorecard NPT41…NPT45). */
export function CostsByIncome({ college: c }: CostsProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  return (
    <div
      role="region"
      aria-label={t('costs.label')}
      tabIndex={0}
      className="relative overflow-x-auto"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('costs.income')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('costs.netPrice')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('costs.npv20')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('costs.breakEven')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('costs.pep')}
            </th>
          </tr>
        </thead>
        <tbody>
          {c.by_income.map((b) => (
            <tr key={b.income} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {incomeBandLabel(b.income, language)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">
                <Shown value={b.net_price} format={formatMoney} reason={b.reasons.net_price} />
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                <Shown value={b.npv['20']} format={formatMoney} reason={b.reasons.npv} />
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                <Shown
                  value={b.break_even_years}
                  format={formatYears}
                  reason={b.reasons.break_even_years}
                />
              </td>
              <td className="py-2 text-right tabular-nums">
                <Shown
                  value={b.pep_years}
                  format={formatFractionalYears}
                  reason={b.reasons.pep_years}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Published prices behind the net price: cost of attendance, tuition, room and board, books. */
export function PriceList({ college: c }: CostsProps) {
  const { t } = useRankingsTexts();
  const items: [string, number | null, string | undefined][] = [
    [t('costs.cost'), c.costs.cost_of_attendance, c.reasons.cost_of_attendance],
    [t('costs.tuitionIn'), c.costs.tuition_in_state, undefined],
    [t('costs.tuitionOut'), c.costs.tuition_out_of_state, undefined],
    [t('costs.roomOn'), c.costs.room_board_on_campus, undefined],
    [t('costs.roomOff'), c.costs.room_board_off_campus, undefined],
    [t('costs.books'), c.costs.books_supplies, undefined],
  ];
  return (
    <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value, reason]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">
            <Shown value={value} format={formatMoney} reason={reason ?? 'not_reported'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
