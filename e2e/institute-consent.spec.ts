import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectToast, instituteSession, recordToasts, uniqueTag } from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { appLinkIn, waitForMail } from './support';

/**
 * School enrolment with consent, in the browser against the real server and SMTP sink: a school
 * enrols an address nobody registered; the person who claims it is asked, before anything else,
 * whether to stay with the school, and can leave it (from the dialog or the profile); the school
 * then loses the student.
 */

type School = Awaited<ReturnType<typeof instituteSession>>;

/** The owner adds a student through the API (POST /institute/instituteUsers). */
async function enrol(request: APIRequestContext, school: School, email: string) {
  const res = await request.post('/api/v1/institute/instituteUsers', {
    headers: { authorization: `Bearer ${school.token}` },
    data: { name: 'Sam Student', email },
  });
  expect(res.status()).toBe(201);
}

/** The e-mail addresses of the school's students, as its owner lists them. */
async function studentsOf(request: APIRequestContext, school: School): Promise<string[]> {
  const res = await request.get('/api/v1/institute/instituteUsers', {
    headers: { authorization: `Bearer ${school.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { users: { email: string }[] }).users.map((u) => u.email);
}

/** Claims the enrolled address from the mailed create-password link. */
async function claim(page: Page, email: string) {
  await recordToasts(page);
  await page.goto(appLinkIn(await waitForMail(email, /create_password/), 'create_password'));
  const login = page.getByRole('dialog', { name: 'Student login' });
  await expect(login.getByLabel('Student email')).toHaveValue(email);
  await login.getByLabel('New password').fill('claimed-pass-27');
  await login.getByLabel('Confirm password').fill('claimed-pass-27');
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(login).toBeHidden();
}

const schoolDialog = (page: Page, school: string) =>
  page.getByRole('dialog', { name: `${school} added your account` });

test('a student claims a school-enrolled account, stays, then leaves the school from the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const school = await instituteSession(request, 'consent');
  const email = `sam-${uniqueTag()}@consent.test`;
  await enrol(request, school, email);
  await claim(page, email);

  await test.step('the dialog names the school and the address, and needs a choice', async () => {
    const dialog = schoolDialog(page, school.name);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${school.name} added ${email} to DegreeWorth.`);
    await expect(dialog).toContainText(
      `Counselors at ${school.name} can see the scenarios you save and comment on them.`,
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the school dialog');

    // By keyboard: focus starts on the dialog; Tab reaches Leave, then Stay.
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: `Leave ${school.name}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: `Stay with ${school.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, `You are staying with ${school.name}.`);
    await expect(dialog).toBeHidden();
    expect(await studentsOf(request, school)).toContain(email);
  });

  await test.step('the profile shows the school; "Leave school" asks, then the school is gone', async () => {
    await page.goto('/#/profile');
    const section = page.getByRole('region', { name: 'School' });
    await expect(section).toContainText(school.name);
    await section.getByRole('button', { name: 'Leave school' }).click();
    const ask = page.getByRole('dialog', { name: `Leave ${school.name}?` });
    await expect(ask).toContainText("the school can't add you back by itself");
    await ask.getByRole('button', { name: `Leave ${school.name}` }).click();
    await expectToast(
      page,
      `You left ${school.name}. Your account and saved scenarios stay with you.`,
    );
    await expect(section).toBeHidden();
    await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();

    // The school lost the student; a reload does not bring the school back.
    expect(await studentsOf(request, school)).not.toContain(email);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'School' })).toHaveCount(0);
    await expect(schoolDialog(page, school.name)).toHaveCount(0);
  });
});

test('at phone width a student leaves the school from the dialog, after being asked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const school = await instituteSession(request, 'phone');
  const email = `pat-${uniqueTag()}@consent.test`;
  await enrol(request, school, email);
  await claim(page, email);

  const dialog = schoolDialog(page, school.name);
  const leave = dialog.getByRole('button', { name: `Leave ${school.name}` });
  const stay = dialog.getByRole('button', { name: `Stay with ${school.name}` });
  await expect(leave).toBeInViewport();
  await expect(stay).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await leave.click();
  const ask = page.getByRole('dialog', { name: `Leave ${school.name}?` });
  await expect(ask).toContainText(`You lose the full access ${school.name}'s plan gives you.`);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeVisible();
  await leave.click();
  await ask.getByRole('button', { name: `Leave ${school.name}` }).click();
  await expectToast(
    page,
    `You left ${school.name}. Your account and saved scenarios stay with you.`,
  );
  await expect(ask).toBeHidden();
  await expect(dialog).toHaveCount(0);
  expect(await studentsOf(request, school)).not.toContain(email);

  await page.goto('/#/profile');
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'School' })).toHaveCount(0);
});
