import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  openAccountMenu,
  appLinkIn,
  codeIn,
  hashPath,
  sentMails,
  typeCode,
  uniqueEmail,
  waitForMail,
} from './support';

const CODE_MAIL = /Your code: \d{6}/;

/** Login → toggle → Role Selection → "High School Enterprise Account" → the student step. */
async function openStudentStep(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Signup' }).click();
  await dialog.getByRole('radio', { name: /High School Enterprise Account/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Student login');
  return dialog;
}

async function createPassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password has been created successfully.')).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe('/home');
  await expect(accountMenu(page)).toBeVisible();
}

test('student is_new → code from the e-mail → create password → signed in; then status verify signs in with the password', async ({
  page,
}) => {
  const email = uniqueEmail('student');
  await page.goto('/#/home');
  let dialog = await openStudentStep(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Student email')).toHaveAccessibleDescription(
    'Please enter a valid email.',
  );
  await dialog.getByLabel('Student email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect.poll(() => hashPath(page)).toBe(`/verification/${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your verification code');
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
  await typeCode(page, codeIn(await waitForMail(email, CODE_MAIL)));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create password');
  await createPassword(page, 'student-pass-1');

  // Back later: the address now has a password (status verify).
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  dialog = await openStudentStep(page);
  await dialog.getByLabel('Student email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('student-pass-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
});

test('the e-mailed link opens the student step, then the code screen with the code filled in, then create_password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('studentlink');
  const init = await request.post('/api/v1/init-user', { data: { email } });
  expect(await init.json()).toMatchObject({ status: 'is_new' });
  const mail = await waitForMail(email, CODE_MAIL);
  const code = codeIn(mail);

  await page.goto(appLinkIn(mail, 'is_new'));
  const dialog = page.getByRole('dialog', { name: 'Student login' });
  await expect(dialog.getByLabel('Student email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => hashPath(page)).toBe(`/verification/${encodeURIComponent(email)}`);
  const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue(code[i]!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create password');
  await createPassword(page, 'student-pass-2');

  // An authenticated visitor on the code screen goes home.
  await page.goto(`/#/verification/${encodeURIComponent(email)}`);
  await expect.poll(() => hashPath(page)).toBe('/home');
});

test('a student whose code was accepted but who never set a password gets a fresh code, then creates the password (create_password step)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('studentcp');
  await request.post('/api/v1/init-user', { data: { email } });
  const code = codeIn(await waitForMail(email, CODE_MAIL));
  const verified = await request.post('/api/v1/verify-otp', { data: { email, code } });
  expect(await verified.json()).toMatchObject({ status: 'create_password' });

  await page.goto('/#/home');
  const dialog = await openStudentStep(page);
  await dialog.getByLabel('Student email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => hashPath(page)).toBe(`/verification/${encodeURIComponent(email)}`);
  let fresh = '';
  await expect
    .poll(async () => {
      const codes = (await sentMails()).filter(
        (m) => m.to.includes(email) && CODE_MAIL.test(m.raw),
      );
      fresh = codes.length >= 2 ? codeIn(codes.at(-1)!.raw) : '';
      return fresh !== '';
    })
    .toBe(true);
  await typeCode(page, fresh);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create password');
  await expect(page.getByLabel('New password')).toHaveValue('');
  await expect(page.getByLabel('Confirm password')).toHaveValue('');
  await createPassword(page, 'student-pass-3');
});

test('Back on the code screen clears the stored e-mail and returns to the student step', async ({
  page,
}) => {
  const email = uniqueEmail('studentback');
  await page.goto('/#/home');
  const dialog = await openStudentStep(page);
  await dialog.getByLabel('Student email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => hashPath(page)).toBe(`/verification/${encodeURIComponent(email)}`);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Student login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBeNull();
});
