import { OTP_TTL_SECONDS, PRODUCT_NAME } from '@degreeworth/core';
import { escapeHtml } from './mailer';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const minutes = OTP_TTL_SECONDS / 60;

/** One layout for every account e-mail: HTML and plain text, with the product name. */
function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  code?: string,
): RenderedMail {
  const text = [
    title,
    '',
    ...paragraphs,
    ...(code ? ['', `Your code: ${code}`] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT_NAME}</p>
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#475569">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#475569">If you did not ask for this e-mail, you can ignore it.<br>— The ${PRODUCT_NAME} team</p>
</body></html>`;
  return { subject: `${PRODUCT_NAME}: ${title}`, text, html };
}

export function verifyEmailMail(name: string, url: string): RenderedMail {
  return layout(
    'Verify your email address',
    [
      `Hi ${name},`,
      `Welcome to ${PRODUCT_NAME}! Confirm your email address to finish creating your account.`,
    ],
    { label: 'Verify my email', url },
  );
}

export function resetPasswordMail(code: string, url: string): RenderedMail {
  return layout(
    'Reset your password',
    [
      `Use this code to choose a new password. It is valid for ${minutes} minutes and can be used once.`,
    ],
    { label: 'Reset my password', url },
    code,
  );
}

export function studentCodeMail(code: string, url: string): RenderedMail {
  return layout(
    'Your sign-in code',
    [
      `Enter this code to sign in to ${PRODUCT_NAME}. It is valid for ${minutes} minutes and can be used once.`,
    ],
    { label: 'Open the sign-in page', url },
    code,
  );
}
