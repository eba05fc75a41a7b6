import { expect, test } from '@playwright/test';
import { waitForMail } from './support';

test('the contact widget sends a message that reaches sales by e-mail, then closes and resets', async ({
  page,
}) => {
  const marker = `widget-${Date.now()}`;
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Contact sales' }).click();
  const form = page.getByRole('form', { name: 'Contact sales' });
  await form.getByLabel('Name').fill('Wendy Widget');
  await form.getByLabel('Email').fill('wendy@example.com');
  await form.getByLabel('Message').fill(`Please call me back. ${marker}`);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(
    page.getByText('Thank you for contacting DegreeWorth! We will get back to you within 1 hour.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact sales' })).toHaveCount(0);
  const mail = await waitForMail('sales@degreeworth.test', new RegExp(marker));
  expect(mail).toContain('Reply-To: wendy@example.com');
  expect(mail).toContain('Wendy Widget');

  await page.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByRole('form', { name: 'Contact sales' }).getByLabel('Name')).toHaveValue(
    '',
  );
});

test('the contact widget shows field errors and keeps Send disabled until they are fixed', async ({
  page,
}) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Contact sales' }).click();
  const form = page.getByRole('form', { name: 'Contact sales' });
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Email').blur();
  await expect(form.getByText('Invalid email address.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await form.getByLabel('Email').fill('fixed@example.com');
  await expect(form.getByText('Invalid email address.')).toHaveCount(0);
});

test('the contact page form sends a message too', async ({ page }) => {
  const marker = `page-${Date.now()}`;
  await page.goto('/#/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Paula Page');
  await main.getByRole('textbox', { name: 'Email' }).fill('paula@example.com');
  await main.getByRole('textbox', { name: 'Message' }).fill(`District pricing? ${marker}`);
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you for contacting DegreeWorth! We will get back to you within 1 hour.'),
  ).toBeVisible();
  await waitForMail('sales@degreeworth.test', new RegExp(marker));
});
