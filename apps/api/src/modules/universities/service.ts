import {
  CIP_FAMILY_TITLES,
  INCOME_BANDS,
  RANKINGS_TEXTS,
  type RankingType,
  type UniversityResponse,
  UniversityResponseSchema,
} from '@degreeworth/core';
import type { CollegeDetails } from '../../db/schema';
import type { Db } from '../../db/client';
import { createKeptAnswers, type EncodedJson } from '../../lib/encoded-json';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { RankingsCatalog } from '../rankings';
import type { RankingDbRow } from '../rankings';
import { bandOf, pepShown, toRankingRow } from '../rankings';
import { programsWithFigures } from './programs';
import { findCollegePrograms, findCollegeYear, findCollegeYears, nationalRank } from './repository';

/** A college id the imported data does not know (also the calculator's 404). */
export const collegeNotFound = (id: number) =>
  new NotFoundError(`No college with id ${id} in the imported College Scorecard data.`);

/** Figures for every family income band (all incomes first). */
function byIncome(row: RankingDbRow): UniversityResponse['by_income'] {
  return INCOME_BANDS.map((band, i) => {
    const b = bandOf(row, i);
    return {
      income: band.key,
      label: band.label,
      net_price: b.net_price,
      npv: { '10': b.npv_10, '15': b.npv_15, '20': b.npv_20, '30': b.npv_30, '40': b.npv_40 },
      break_even_years: b.break_even_years,
      pep_years: pepShown(b.pep_years),
      reasons: b.reasons,
    };
  });
}

function majorsOf(details: CollegeDetails | null): UniversityResponse['majors'] {
  return Object.entries(details?.majors ?? {})
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cip, share]) => ({ cip, title: CIP_FAMILY_TITLES[cip] ?? `CIP ${cip}`, share }));
}

const NO_PRICES: CollegeDetails['prices'] = {
  tuition_in_state: null,
  tuition_out_of_state: null,
  room_board_on_campus: null,
  room_board_off_campus: null,
  books_supplies: null,
};

function page(
  row: RankingDbRow,
  details: CollegeDetails | null,
  extra: {
    years: number[];
    programs: UniversityResponse['programs'];
    rank: number | null;
    vintage: UniversityResponse['vintage'];
  },
): UniversityResponse {
  const r = toRankingRow(row, { income: 0, rank: extra.rank, unrankedReason: null });
  return {
    university_id: r.university_id,
    name: r.name,
    city: r.city,
    state: r.state,
    zip: details?.zip ?? null,
    control: r.control,
    type: r.type as RankingType,
    year: r.year,
    years: extra.years,
    dollar_year: r.dollar_year,
    url: details?.url ?? null,
    net_price_calculator_url: details?.npcUrl ?? null,
    rank: extra.rank,
    costs: {
      net_price: r.net_price,
      cost_of_attendance: r.cost_of_attendance,
      ...(details?.prices ?? NO_PRICES),
    },
    completion_rate: r.completion_rate,
    completion_year: r.completion_year,
    currently_operating: r.currently_operating,
    operating_year: r.operating_year,
    cautions: r.cautions,
    median_earnings_10yr: r.median_earnings_10yr,
    earnings_year: r.earnings_year,
    baseline_earnings: r.baseline_earnings,
    completer_earnings: {
      earnings_1yr: details?.earnings?.earnings_1yr ?? null,
      earnings_4yr: details?.earnings?.earnings_4yr ?? null,
    },
    npv: r.npv,
    break_even_years: r.break_even_years,
    pep_years: r.pep_years,
    pep_years_low_income: pepShown(row.pepYearsLowIncome),
    cew_npv_40: r.cew_npv_40,
    by_income: byIncome(row),
    majors: majorsOf(details),
    programs: extra.programs,
    flags: [...new Set([...r.flags, ...(details?.flags ?? [])])],
    reasons: r.reasons,
    vintage: extra.vintage,
  };
}

/** Text of all kept college pages together, characters (a page is 3–6 kB). */
const MAX_KEPT_CHARS = 16 * 1024 * 1024;

/** GET /universities/{id}: a college's page data for a year (default: its newest). */
export function createUniversitiesService(deps: { db: Db; catalog: RankingsCatalog }) {
  const kept = createKeptAnswers(MAX_KEPT_CHARS);
  const service = {
    /**
     * The page as JSON text, kept per data generation, college and year: three
     * queries and the serializer run once per page until the next import.
     */
    async text(id: number, year: number | undefined): Promise<EncodedJson> {
      const { generation } = await deps.catalog.current();
      return kept.get(`${generation}|${id}|${year ?? ''}`, async () =>
        JSON.stringify(UniversityResponseSchema.parse(await service.get(id, year))),
      );
    },

    async get(id: number, year: number | undefined): Promise<UniversityResponse> {
      const catalog = await deps.catalog.current();
      if (year !== undefined && !catalog.years.includes(year)) {
        const message = `No data for year ${year}. Years with data: ${catalog.years.join(', ') || 'none'}.`;
        throw new ValidationError(message, { year: [message] });
      }
      const years = (await findCollegeYears(deps.db, id)).map((y) => y.year);
      if (years.length === 0) throw collegeNotFound(id);
      const chosen = year ?? years[years.length - 1]!;
      const found = await findCollegeYear(deps.db, id, chosen);
      if (!found) {
        throw new NotFoundError(
          `No data for this college in ${chosen}. Years with data: ${years.join(', ')}.`,
        );
      }
      const vintage = catalog.vintage(chosen) ?? {
        source: RANKINGS_TEXTS.source,
        files: [],
        earnings_cohort: null,
        imported_at: new Date(0).toISOString(),
        dollar_year: found.row.dollarYear,
        cpi: null,
        acs: null,
      };
      const rank = await nationalRank(deps.db, found.row);
      const programs = programsWithFigures(
        await findCollegePrograms(deps.db, id),
        found.row,
        found.details?.earnings ?? null,
      );
      return page(found.row, found.details, { years, programs, rank, vintage });
    },
  };
  return service;
}
export type UniversitiesService = ReturnType<typeof createUniversitiesService>;
