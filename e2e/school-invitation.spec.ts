import { expect, type Page, test } from '@playwright/test';
import { expectToast, instituteSession, recordToasts } from './admin-support';
import { expectNoSeriousViolations } from './axe';
import { signUpVerified, storeTokens, waitForMail } from './support';

/**
 * A school adds the address of someone who already has their own account, in the browser against
 * the real server and SMTP sink: the school gets an invitation to list (no student), the person
 * is mailed and, signed in on a phone, asked whether to join; joining makes them the school's
 * student.
 */

const invitations = (page: Page) => page.getByRole('table', { name: 'Invitations' });
const students = (page: Page) => page.getByRole('table', { name: 'Students' });

test('a school invites an account of its own; the person joins from the dialog on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await instituteSession(request, 'invite');
  const person = await signUpVerified(request, 'own', 'Olivia Own');

  await test.step('adding the address invites it: listed apart, not as a student', async () => {
    await recordToasts(page);
    await storeTokens(page, { instituteAdminAuthToken: school.token, instituteName: school.slug });
    await page.goto(`/#/${school.slug}/admin/users`);
    await page.getByRole('button', { name: 'Add student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a student' });
    await dialog.getByLabel('Name').fill('Olivia O.');
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByRole('button', { name: 'Add student' }).click();
    await expectToast(
      page,
      `${person.email} already has a DegreeWorth account, so we sent an invitation. The student joins your school, and you see their scenarios, once they accept.`,
    );
    await expect(
      page.getByRole('heading', { name: 'Invitations waiting for an answer' }),
    ).toBeVisible();
    await expect(invitations(page).getByRole('row', { name: /Olivia O\./ })).toContainText(
      person.email,
    );
    await expect(students(page)).toHaveCount(0);
    // The toast is measured by axe while it fades out: wait until it has gone (1 s for admins).
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the students page with an invitation');
    const mail = await waitForMail(person.email, /invites you to join/);
    expect(mail).toContain('Nothing is shared unless you accept.');
  });

  await test.step('the person, signed in on a phone, is asked and joins', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await recordToasts(phone);
    await storeTokens(phone, { authToken: person.token });
    await phone.goto('/');
    const ask = phone.getByRole('dialog', { name: `${school.name} invites you to join` });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(
      `${school.name} invited your account, ${person.email}, to join the school on DegreeWorth.`,
    );
    await expect(ask).toContainText('Nothing is shared unless you accept');
    await expectNoSeriousViolations(phone, 'the invitation dialog on a phone');
    // Every answer fits the phone's width.
    for (const name of [`Join ${school.name}`, 'Decline', 'Decide later']) {
      const box = (await ask.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await ask.getByRole('button', { name: `Join ${school.name}` }).click();
    await expectToast(
      phone,
      `You joined ${school.name}. Its counselors can now see your scenarios.`,
    );
    await expect(ask).toBeHidden();
    // Joining was the choice to stay: the enrolment dialog does not follow.
    await expect(phone.getByRole('dialog')).toHaveCount(0);
    await phone.close();
  });

  await test.step('the school now lists the student and no invitation', async () => {
    await page.reload();
    await expect(students(page).getByRole('row', { name: /Olivia Own/ })).toContainText('Active');
    await expect(invitations(page)).toHaveCount(0);
  });
});
