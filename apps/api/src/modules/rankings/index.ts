/** What other modules use of the rankings: a ranked row, its details, catalog and generation. */
export type { RankingsCatalog } from './catalog';
export { detailsOfRow, findRankingsGeneration, type RankingDbRow } from './repository';
export { bandOf, pepShown, toRankingRow } from './serialize';
