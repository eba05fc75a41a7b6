/**
 * "Fall 2027: engineering?" → "fall-2027-engineering": ASCII letters and digits joined by
 * hyphens, accents stripped (Zürich → zurich), at most 60 characters; `fallback` when nothing
 * is left (a name in another script). File names and the `{institute}` URL segment use it.
 */
export function slugOf(text: string, fallback = 'scenario'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The file name of a scenario's PDF report, for the download and the e-mail attachment. */
export function reportFileName(scenarioName: string): string {
  return `degreeworth-${slugOf(scenarioName)}.pdf`;
}
