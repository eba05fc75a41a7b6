import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp';
import { CLAIM_SECONDS } from './mail-outbox/repository';
import { createMailer, SMTP_TIMEOUTS } from './mailer';

const message = {
  to: 'maya@school.test',
  subject: 'Hello',
  text: 'Hi Maya',
  html: '<p>Hi Maya</p>',
};
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closing.length) await closing.pop()!();
});

function smtpMailer(url: string, smtpTimeouts?: typeof SMTP_TIMEOUTS) {
  const mailer = createMailer({
    mode: 'smtp',
    smtpUrl: url,
    from: 'DegreeWorth <hello@degreeworth.test>',
    dataDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    smtpTimeouts,
  });
  closing.push(async () => mailer.close());
  return mailer;
}

describe('the SMTP mailer', () => {
  it('sends through the server SMTP_URL names', async () => {
    const smtp = await startSmtpServer();
    closing.push(smtp.close);
    await smtpMailer(smtp.url).send(message);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['maya@school.test']);
    expect(smtp.mails[0]!.raw).toContain('Subject: Hello');
  });

  it('fails a send the server stops answering once the socket wait is over, instead of hanging on', async () => {
    let answer!: () => void;
    const smtp = await startSmtpServer({ gate: new Promise<void>((r) => (answer = r)) });
    closing.push(async () => {
      answer();
      await smtp.close();
    });
    const started = Date.now();
    const sent = smtpMailer(smtp.url, {
      connectionTimeout: 2_000,
      greetingTimeout: 2_000,
      socketTimeout: 300,
    }).send(message);
    await expect(sent).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('waits, by default, less in all than the outbox claims a row for (no second worker sends it again)', () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(CLAIM_SECONDS * 1000);
  });
});
