import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp';
import { createMailer, type Mailer } from '../../lib/mailer';
import { sendScenarioReport } from './mail';
import { renderScenarioPdf } from './render';
import { SAMPLE_SOURCES, sampleScenario } from '../../../test/sample-scenario';
import { headerOf, memoryLogger, partOf, popplerOf } from './testing';

describe('sendScenarioReport over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({
      mode: 'smtp',
      smtpUrl: smtp.url,
      from: 'DegreeWorth <no-reply@degreeworth.test>',
      dataDir: '/nonexistent',
      logger: memoryLogger(),
    });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('mails the report to the user with the PDF attached as degreeworth-<slug>.pdf', async () => {
    const scenario = sampleScenario({ colleges: 2, name: 'Shortlist for fall 2027' });
    const pdf = await renderScenarioPdf({
      scenario,
      user: { name: 'Ada Lovelace', email: 'ada@example.com' },
      sources: SAMPLE_SOURCES,
      generatedAt: new Date('2026-03-02T15:04:05Z'),
    });
    await sendScenarioReport(
      { mailer },
      { to: 'ada@example.com', name: 'Ada Lovelace', scenario, pdf },
    );

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['ada@example.com']);
    expect(headerOf(mail.raw, 'Subject')).toBe(
      'Your DegreeWorth scenario report: Shortlist for fall 2027',
    );
    const text = partOf(mail.raw, 'text/plain')!.body.toString('utf8');
    expect(text).toContain('Hi Ada Lovelace,');
    expect(text).toContain('Ohio State University-Main Campus, The University of Alabama');
    expect(partOf(mail.raw, 'text/html')!.body.toString('utf8')).toContain('<h1');

    const attachment = partOf(mail.raw, 'application/pdf')!;
    expect(attachment.headers).toMatch(/filename="?degreeworth-shortlist-for-fall-2027\.pdf/);
    expect(attachment.headers).toMatch(/content-disposition:\s*attachment/i);
    expect(attachment.body.subarray(0, 4).toString()).toBe('%PDF');
    expect(attachment.body.equals(pdf)).toBe(true);
    expect(popplerOf(attachment.body).flat).toContain('The University of Alabama');
  });
});
