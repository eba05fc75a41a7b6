/**
 * "Fall 2027: engineering?" → "fall-2027-engineering": ASCII letters and digits joined by
 * hyphens, accents stripped (Zürich → zurich), at most 60 characters; "scenario" when nothing
 * is left (a name in another script).
 */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'scenario';
}

/** The file name of a scenario's PDF report, for the download and the e-mail attachment. */
export function reportFileName(scenarioName: string): string {
  return `degreeworth-${slugOf(scenarioName)}.pdf`;
}
