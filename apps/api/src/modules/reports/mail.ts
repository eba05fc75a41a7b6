import { PRODUCT_NAME, reportFileName, type SavedScenario } from '@degreeworth/core';
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
}

function scenarioTitle(scenario: SavedScenario): string {
  return scenario.name.trim() || 'Untitled scenario';
}

/** Subject, text and HTML of the report e-mail, with the PDF attached. */
export function reportMail(input: ReportMailInput): MailMessage {
  const title = scenarioTitle(input.scenario);
  const greeting = input.name?.trim() ? `Hi ${input.name.trim()},` : 'Hello,';
  const colleges = input.scenario.colleges.map((c) => c.name);
  const paragraphs = [
    greeting,
    `Your ${PRODUCT_NAME} report for the scenario “${title}” is attached as a PDF.`,
    `It compares ${colleges.join(', ')}: the key numbers, a results table, charts over 40 years, your inputs and assumptions, and where the data comes from.`,
    'The figures are estimates, not guarantees.',
  ];
  const text = [...paragraphs, '', `— The ${PRODUCT_NAME} team`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT_NAME}</p>
<h1 style="font-size:22px">Your scenario report</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#475569">— The ${PRODUCT_NAME} team</p>
</body></html>`;
  return {
    to: input.to,
    subject: `Your ${PRODUCT_NAME} scenario report: ${title}`,
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
