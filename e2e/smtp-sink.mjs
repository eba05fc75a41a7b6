// A real SMTP server for the browser tests (started by playwright.config.ts as a
// webServer): it keeps every message and shows them as JSON on an HTTP port.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.DW_E2E_SMTP_PORT);
const httpPort = Number(process.env.DW_E2E_SMTP_HTTP_PORT);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(req.url === '/health' ? { ok: true } : mails));
}).listen(httpPort, '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
