import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectToast,
  openAdminScreen,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';
import { accountMenu, appLinkIn, hashPath, waitForMail } from './support';

/**
 * An institute from end to end, in the browser against the real server and SMTP sink: the
 * subscription created in /crm, the owner's e-mailed confirm link, sign-in, students added by CSV,
 * a counselor invited, a student receiving the link by e-mail and saving a scenario, the counselor
 * commenting on it, the student seeing the comment on their results page.
 */

const MIT = 'Massachusetts Institute of Technology';
const ALABAMA = 'The University of Alabama';
const CONFIRM_LINK = /https?:\/\/[^\s"'<>]+\/#\/confirm-subscription\/[^/\s"'<>]+\/[^\s"'<>]+/;

/** A fresh browser context (its own storage: another person), with toasts recorded. */
async function personPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordToasts(page);
  return page;
}

/** The institute side bar's navigation. */
const instituteMenu = (page: Page) => page.getByRole('navigation', { name: 'Institute admin' });

async function openInstituteScreen(page: Page, label: string) {
  await instituteMenu(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** Sets the password on the confirm-subscription screen and waits for the dashboard. */
async function setInstitutePassword(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institute admin login');
  const form = page.getByRole('form', { name: 'Set password' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Set password' }).click();
  await expectToast(page, 'Password has been created successfully.');
  await expect.poll(() => hashPath(page)).toMatch(/^\/[a-z0-9-]+\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

function csvFile(text: string) {
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

async function addCollege(page: Page, query: string, name: string) {
  await page.getByRole('combobox', { name: 'Add a college' }).fill(query);
  await page
    .getByRole('listbox', { name: 'Colleges' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
}

test('an institute from /crm to a counselor’s comment on a student’s saved scenario', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const instituteName = `Roosevelt High ${tag}`;
  const ownerEmail = `owner-${tag}@roosevelt.test`;
  const ownerPassword = `owner-pass-${tag}`;
  const counselorName = 'Carla Counselor';
  const counselorEmail = `counselor-${tag}@roosevelt.test`;
  const counselorPassword = `counselor-pass-${tag}`;
  const students = [
    { name: 'Sam Student', email: `sam-${tag}@roosevelt.test` },
    { name: 'Riley Reader', email: `riley-${tag}@roosevelt.test` },
  ];
  const scenarioName = `Coached choice ${tag}`;
  const comment = `Look again at the loans at Alabama (${tag}).`;

  await test.step('a platform admin creates the subscription in /crm', async () => {
    await recordToasts(page);
    await signInAtCrm(page);
    await openAdminScreen(page, 'Subscriptions');
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a subscription' });
    await dialog.getByLabel('Institute name').fill(instituteName);
    await dialog.getByLabel('Admin email', { exact: true }).fill(ownerEmail);
    await dialog.getByLabel('Seats').fill('25');
    await dialog.getByLabel('Start date').fill('2025-08-01');
    await dialog.getByLabel('End date').fill('2099-06-30');
    await dialog.getByRole('button', { name: 'Add subscription' }).click();
    await expectToast(page, 'Subscription added successfully.');
    const row = page.getByRole('row', { name: new RegExp(instituteName) });
    await expect(row).toContainText(ownerEmail);
    await expect(row).toContainText('Active');
  });

  const owner = await personPage(browser);
  let slug = '';
  await test.step('the owner sets the password from the e-mailed link, signs out and in', async () => {
    const mail = await waitForMail(ownerEmail, /confirm-subscription/);
    const link = mail.match(CONFIRM_LINK)?.[0];
    expect(link).toBeDefined();
    await setInstitutePassword(owner, link!, ownerEmail, ownerPassword);
    slug = hashPath(owner).split('/')[1]!;
    expect(slug).toMatch(new RegExp(`^roosevelt-high-${tag}`));
    await expect(owner.getByRole('banner')).toContainText(instituteName);
    await expect(owner.getByRole('banner')).toContainText(`Institute admin · ${ownerEmail}`);

    // The link is single-use.
    const again = await personPage(browser);
    await again.goto(link!);
    const form = again.getByRole('form', { name: 'Set password' });
    await form.getByLabel('Password', { exact: true }).fill('another-pass-123');
    await form.getByLabel('Confirm password').fill('another-pass-123');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expectToast(
      again,
      'This link is invalid or has expired. Use "Forgot password?" on the school login to get a new one.',
      'error',
    );
    expect(hashPath(again)).toMatch(/^\/confirm-subscription\//);
    await again.context().close();

    await owner.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => hashPath(owner)).toBe('/institute/admin');
    await owner.goto(`/#/${slug}/admin/dashboard`);
    await expect.poll(() => hashPath(owner)).toBe('/institute/admin');

    const login = owner.getByRole('form', { name: 'Institute admin login' });
    await login.getByLabel('Email').fill(ownerEmail);
    await login.getByLabel('Password').fill(ownerPassword);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => hashPath(owner)).toBe(`/${slug}/admin/dashboard`);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(owner.getByRole('banner')).toContainText(instituteName);

    // Signed in, the login screen skips to the dashboard.
    await owner.goto('/#/institute/admin');
    await expect.poll(() => hashPath(owner)).toBe(`/${slug}/admin/dashboard`);
  });

  await test.step('a URL naming another institute shows the owner’s own', async () => {
    await owner.goto('/#/some-other-slug/admin/users');
    await expect.poll(() => hashPath(owner)).toBe(`/${slug}/admin/users`);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Students');
    await expect(owner.getByRole('banner')).toContainText(instituteName);
    await expect(owner.getByText('No students yet.')).toBeVisible();
  });

  await test.step('the owner imports students by CSV: a bad row refuses the file, then two are added', async () => {
    await owner.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Import students from a CSV file' });
    const file = dialog.getByLabel('CSV file');
    await file.setInputFiles(
      csvFile(`name,email\n${students[0]!.name},${students[0]!.email}\nBad Row,not-an-email\n`),
    );
    await dialog.getByRole('button', { name: 'Import students' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Some rows have errors. Nothing was imported: correct the rows and upload again.',
    );
    const rows = dialog.getByRole('list', { name: 'Rows to correct (1)' });
    await expect(rows.getByRole('listitem')).toHaveText(['Row 3 · email: Invalid email address.']);
    await owner.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(owner.getByText('No students yet.')).toBeVisible();

    await owner.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile(`name,email\n${students.map((s) => `${s.name},${s.email}`).join('\n')}\n`),
      );
    await dialog.getByRole('button', { name: 'Import students' }).click();
    await expectToast(owner, '2 students added. Each will receive an email to create a password.');
    await expect(dialog).toBeHidden();
    const table = owner.getByRole('table', { name: 'Students' });
    for (const s of students) {
      const row = table.getByRole('row', { name: new RegExp(s.name) });
      await expect(row).toContainText(s.email);
      await expect(row).toContainText('Invited');
    }
    await expect(owner.getByText('Seats: 2 of 25 used')).toBeVisible();
  });

  const counselor = await personPage(browser);
  await test.step('the owner adds a counselor, who sets a password from the e-mailed link', async () => {
    await openInstituteScreen(owner, 'Counselors');
    await owner.getByRole('button', { name: 'Add counselor' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add a counselor' });
    await dialog.getByLabel('Name').fill(counselorName);
    await dialog.getByLabel('Email').fill(counselorEmail);
    await dialog.getByRole('button', { name: 'Add counselor' }).click();
    await expectToast(owner, 'Added successfully.');
    const row = owner.getByRole('table', { name: 'Counselors' }).getByRole('row', {
      name: new RegExp(counselorName),
    });
    await expect(row).toContainText(counselorEmail);
    await expect(row).toContainText('Invite pending');

    const mail = await waitForMail(counselorEmail, /confirm-subscription/);
    expect(mail).toContain('Your counselor account');
    expect(mail).toContain(instituteName);
    await setInstitutePassword(
      counselor,
      mail.match(CONFIRM_LINK)![0],
      counselorEmail,
      counselorPassword,
    );
    expect(hashPath(counselor)).toBe(`/${slug}/admin/dashboard`);
    await expect(counselor.getByRole('banner')).toContainText(instituteName);
    await expect(counselor.getByRole('banner')).toContainText(`Counselor · ${counselorEmail}`);
    // Counselors are the owner's to manage: no Counselors link for a counselor.
    await expect(instituteMenu(counselor).getByRole('link', { name: 'Counselors' })).toHaveCount(0);

    await owner.reload();
    await expect(row).toContainText('Password set');
  });

  const student = await personPage(browser);
  const sam = students[0]!;
  let resultsPath = '';
  await test.step('a student creates the password from the e-mailed link and saves a scenario', async () => {
    const mail = await waitForMail(sam.email, /create_password/);
    expect(mail).toContain('Your student account');
    expect(mail).toContain(instituteName);
    await student.goto(appLinkIn(mail, 'create_password'));
    const dialog = student.getByRole('dialog', { name: 'Student login' });
    await expect(dialog.getByLabel('Student email')).toHaveValue(sam.email);
    await dialog.getByLabel('New password').fill('student-pass-13');
    await dialog.getByLabel('Confirm password').fill('student-pass-13');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(student.getByText('Password has been created successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(accountMenu(student)).toBeVisible();
    // The school enrolled this address: the student is asked first.
    const school = student.getByRole('dialog', { name: `${instituteName} added your account` });
    await school.getByRole('button', { name: `Stay with ${instituteName}` }).click();
    await expect(school).toBeHidden();
    // The school gives full access: no "Become a Client", and the offer says there is nothing
    // to buy.
    await expect(student.getByRole('button', { name: 'Become a Client' })).toHaveCount(0);
    await student.goto('/#/pricing');
    await expect(
      student
        .getByRole('dialog', { name: 'Plans and pricing' })
        .getByText(`${instituteName} gives you full access: there is nothing to buy.`),
    ).toBeVisible();

    await student.goto('/#/collegeSelection');
    await student.getByLabel('Home state').selectOption({ label: 'Massachusetts' });
    await addCollege(student, 'Massachusetts Inst', MIT);
    await addCollege(student, 'University of Alabama', ALABAMA);
    await student.getByLabel('Scenario name (optional)').fill(scenarioName);
    await student.getByRole('button', { name: 'Save scenario' }).click();
    await expect
      .poll(() => hashPath(student))
      .toMatch(/^\/collegeSelection\/results\/[0-9a-f-]{36}$/);
    resultsPath = hashPath(student);
    await expect(student.getByRole('heading', { name: scenarioName })).toBeVisible();
    // No comment yet: the section is not shown.
    await expect(student.getByRole('region', { name: 'Comments from your counselor' })).toHaveCount(
      0,
    );
  });

  await test.step('the counselor opens the student’s scenario and comments on it', async () => {
    await openInstituteScreen(counselor, 'Students');
    const row = counselor.getByRole('table', { name: 'Students' }).getByRole('row', {
      name: new RegExp(sam.name),
    });
    await expect(row).toContainText('Active');
    await row.getByRole('link', { name: sam.name }).click();
    await expect(counselor.getByRole('heading', { level: 1 })).toHaveText(sam.name);
    await counselor
      .getByRole('table', { name: 'Saved scenarios' })
      .getByRole('link', { name: scenarioName })
      .click();
    await expect(counselor.getByRole('heading', { level: 1 })).toHaveText('Student scenario');
    const scenarioId = resultsPath.split('/').at(-1)!;
    expect(hashPath(counselor)).toBe(`/${slug}/admin/scenarios/${scenarioId}`);
    await expect(counselor.getByRole('heading', { name: scenarioName })).toBeVisible();
    await expect(counselor.getByRole('main')).toContainText(MIT);
    await expect(counselor.getByRole('main')).toContainText(ALABAMA);

    const thread = counselor.getByRole('region', { name: 'Comments (0)' });
    await expect(thread).toContainText('No comments yet.');
    const form = thread.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Your comment').fill(comment);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(counselor, 'Comment added.');
    const posted = counselor.getByRole('region', { name: 'Comments (1)' });
    const card = posted.getByRole('article', { name: counselorName });
    await expect(card).toContainText(comment);
    await expect(card).toContainText('Counselor');
    await expect(
      posted.getByRole('form', { name: 'Add a comment' }).getByLabel('Your comment'),
    ).toHaveValue('');
  });

  await test.step('the student reloads the results page and reads the comment', async () => {
    await student.reload();
    expect(hashPath(student)).toBe(resultsPath);
    const section = student.getByRole('region', { name: 'Comments from your counselor' });
    await expect(section).toBeVisible();
    const card = section.getByRole('article', { name: counselorName });
    await expect(card).toContainText(comment);
    await expect(card).toContainText(`${counselorName} · Counselor`);
  });

  for (const p of [owner, counselor, student]) await p.context().close();
});
