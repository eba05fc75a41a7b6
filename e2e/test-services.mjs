// Real stand-ins the browser tests talk to (started by playwright.config.ts as a webServer):
// - an SMTP server that keeps every message, listed as JSON at GET /messages;
// - Google's side of sign-in: a key set at GET https://127.0.0.1:$DW_E2E_GOOGLE_KEYS_PORT/certs
//   (https, as GOOGLE_JWKS_URL must be: the certificate in $DW_E2E_TLS_DIR, made by
//   playwright.config.ts), a Google Identity Services client script at GET /gsi/client, and
//   GET /sign?sub=&email=&name= minting ID tokens signed with the key (the server verifies
//   them against /certs like real Google tokens).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

const smtpPort = Number(process.env.DW_E2E_SMTP_PORT);
const httpPort = Number(process.env.DW_E2E_SMTP_HTTP_PORT);
const clientId = process.env.DW_E2E_GOOGLE_CLIENT_ID;
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

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }] };

async function sign(params) {
  return new SignJWT({
    email: params.get('email'),
    email_verified: true,
    name: params.get('name') ?? 'Google User',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
    .setIssuer('https://accounts.google.com')
    .setAudience(clientId)
    .setSubject(params.get('sub') ?? 'e2e-google-user')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

/** A tiny Google Identity Services look-alike: renderButton draws a button that signs in as the
 * identity in localStorage "e2e-google-identity" (JSON {sub,email,name}) and calls the callback. */
const gsiClient = `(() => {
  const base = ${JSON.stringify(`http://127.0.0.1:${httpPort}`)};
  let config = null;
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
    renderButton(el, opts) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Sign in with Google';
      b.style.height = (opts && opts.size === 'small' ? 20 : opts && opts.size === 'medium' ? 32 : 40) + 'px';
      b.onclick = async () => {
        const who = JSON.parse(localStorage.getItem('e2e-google-identity') || '{}');
        const q = new URLSearchParams(who);
        const res = await fetch(base + '/sign?' + q.toString());
        config.callback({ credential: await res.text(), select_by: 'btn' });
      };
      el.appendChild(b);
    },
  } } };
})();`;

createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${httpPort}`);
  res.setHeader('access-control-allow-origin', '*');
  if (url.pathname === '/health') return res.end('{"ok":true}');
  if (url.pathname === '/messages') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(mails));
  }
  if (url.pathname === '/gsi/client') {
    res.setHeader('content-type', 'text/javascript');
    return res.end(gsiClient);
  }
  if (url.pathname === '/sign') return res.end(await sign(url.searchParams));
  res.statusCode = 404;
  res.end('not found');
}).listen(httpPort, '127.0.0.1');

const tlsDir = process.env.DW_E2E_TLS_DIR;
const tls = {
  key: readFileSync(join(tlsDir, 'key.pem')),
  cert: readFileSync(join(tlsDir, 'cert.pem')),
};
createHttpsServer(tls, (req, res) => {
  if (new URL(req.url, 'https://127.0.0.1').pathname === '/certs') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(jwks));
  }
  res.statusCode = 404;
  res.end('not found');
}).listen(Number(process.env.DW_E2E_GOOGLE_KEYS_PORT), '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
