import { type Language, PRODUCT_NAME, reportFileName, type SavedScenario } from '@degreeworth/core';
import { escapeHtml, type Mailer, type MailMessage } from '../../lib/mailer';

/** The e-mail that carries a scenario's PDF report. */

export interface ReportMailDeps {
  mailer: Mailer;
}

export interface ReportMailInput {
  to: string;
  /** The user's name; null → a greeting without a name. */
  name: string | null;
  scenario: SavedScenario;
  pdf: Buffer;
  /** The reader's language; English when not given. */
  language?: Language;
}

function scenarioTitle(scenario: SavedScenario, language: Language): string {
  return scenario.name.trim() || (language === 'es' ? 'Escenario sin nombre' : 'Untitled scenario');
}

/** The mail's words in Spanish; the English ones stay written out below, as they always were. */
function spanishWords(input: ReportMailInput, title: string, colleges: string[]) {
  return {
    paragraphs: [
      input.name?.trim() ? `Hola, ${input.name.trim()}:` : 'Hola:',
      `Adjuntamos en PDF tu informe de ${PRODUCT_NAME} del escenario “${title}”.`,
      `Compara ${colleges.join(', ')}: las cifras clave, una tabla de resultados, gráficas de 40 años, tus datos y supuestos, y de dónde vienen los datos.`,
      'Las cifras son estimaciones, no garantías.',
    ],
    heading: 'Tu informe del escenario',
    team: `— El equipo de ${PRODUCT_NAME}`,
    subject: `Tu informe del escenario de ${PRODUCT_NAME}: ${title}`,
  };
}

/** Subject, text and HTML of the report e-mail, with the PDF attached. */
export function reportMail(input: ReportMailInput): MailMessage {
  const language = input.language ?? 'en';
  const title = scenarioTitle(input.scenario, language);
  const greeting = input.name?.trim() ? `Hi ${input.name.trim()},` : 'Hello,';
  const colleges = input.scenario.colleges.map((c) => c.name);
  const english = {
    paragraphs: [
      greeting,
      `Your ${PRODUCT_NAME} report for the scenario “${title}” is attached as a PDF.`,
      `It compares ${colleges.join(', ')}: the key numbers, a results table, charts over 40 years, your inputs and assumptions, and where the data comes from.`,
      'The figures are estimates, not guarantees.',
    ],
    heading: 'Your scenario report',
    team: `— The ${PRODUCT_NAME} team`,
    subject: `Your ${PRODUCT_NAME} scenario report: ${title}`,
  };
  const words = language === 'es' ? spanishWords(input, title, colleges) : english;
  const { paragraphs } = words;
  const text = [...paragraphs, '', words.team].join('\n\n');
  // English mails stay byte for byte as they were; a Spanish one names its language.
  const lang = language === 'en' ? '' : ` lang="${language}"`;
  const html = `<!doctype html><html${lang}><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT_NAME}</p>
<h1 style="font-size:22px">${words.heading}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#475569">${words.team}</p>
</body></html>`;
  return {
    to: input.to,
    subject: words.subject,
    text,
    html,
    attachments: [
      { filename: reportFileName(title), content: input.pdf, contentType: 'application/pdf' },
    ],
  };
}

/** Sends the report e-mail through the app's mailer (SMTP, or the outbox without SMTP_URL). */
export async function sendScenarioReport(
  deps: ReportMailDeps,
  input: ReportMailInput,
): Promise<{ messageId: string; file?: string }> {
  return deps.mailer.send(reportMail(input));
}
