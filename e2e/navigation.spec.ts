import { expect, test, type Page } from '@playwright/test';
import { adminToken, instituteSession } from './admin-support';
import { hashPath, storeTokens } from './support';

/** Every route of the app: the layout it renders in, or where its guard sends it. */
async function expectSharedLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: /contact/i }).last()).toBeVisible();
}

async function expectNoLayout(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

const publicRoutes = [
  '/',
  '/home',
  '/rankings',
  '/collegeSelection',
  '/editscenario/42',
  '/contact',
  '/about',
  '/privacy',
  '/terms',
  '/accessibility',
  '/resources',
  '/resources/7',
];

for (const route of publicRoutes) {
  test(`public route ${route} renders inside the shared layout`, async ({ page }) => {
    await page.goto(`/#${route}`);
    await expectSharedLayout(page);
    expect(hashPath(page)).toBe(route);
  });
}

const noLayoutRoutes = [
  '/forgot',
  '/verification/ada%40example.com',
  '/emailverify/ada%40example.com/tok123',
  '/forgot/ada%40example.com/tok123',
];
for (const route of noLayoutRoutes) {
  test(`route ${route} renders without the shared layout`, async ({ page }) => {
    await page.goto(`/#${route}`);
    await expectNoLayout(page);
  });
}

test('/{price} opens the pricing modal over Home, /home does not, and Not Now closes it', async ({
  page,
}) => {
  await page.goto('/#/pricing');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Plans and pricing')).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Not Now' })
    .or(dialog.getByRole('link', { name: 'Not Now' }))
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/#/home');
  await expectSharedLayout(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/{mailStatus}/{mail}/{dummyPassword} opens the student login modal over Home', async ({
  page,
}) => {
  await page.goto('/#/is_new/student%40school.edu/abc123');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'Student email' }),
  ).toHaveValue('student@school.edu');
});

const userRoutes = [
  '/collegeSelection/results',
  '/collegeSelection/results/5',
  '/referral',
  '/profile',
];
for (const route of userRoutes) {
  test(`user route ${route} redirects to / without a token`, async ({ page }) => {
    await page.goto(`/#${route}`);
    await expect.poll(() => hashPath(page)).toBe('/');
    await expectSharedLayout(page);
  });

  test(`user route ${route} renders with a user token`, async ({ page }) => {
    await storeTokens(page, { authToken: 'e2e-user-token' });
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(hashPath(page)).toBe(route);
  });
}

const crmRoutes = [
  '/crm/dashboard',
  '/crm/testimonials',
  '/crm/resources',
  '/crm/resources/3',
  '/crm/subscriptions',
  '/crm/users',
  '/crm/free-subscription',
  '/crm/subadmins',
  '/crm/home',
  '/crm/rankings',
  '/crm/resources-content',
  '/crm/about',
  '/crm/privacy',
  '/crm/terms',
  '/crm/accessibility',
];
for (const route of crmRoutes) {
  test(`admin route ${route} sends a visitor without an admin token to /crm`, async ({ page }) => {
    await page.goto(`/#${route}`);
    await expect.poll(() => hashPath(page)).toBe('/crm');
  });
}

test('admin routes render with an admin token, and /crm skips to the dashboard', async ({
  page,
  request,
}) => {
  // A real admin session: the screens load their data, and a made-up token would expire at once.
  await storeTokens(page, { adminAuthToken: await adminToken(request) });
  for (const route of crmRoutes) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(hashPath(page)).toBe(route);
  }
  await page.goto('/#/crm');
  await expect.poll(() => hashPath(page)).toBe('/crm/dashboard');
});

test('a user token is not an admin token', async ({ page }) => {
  await storeTokens(page, { authToken: 'e2e-user-token' });
  await page.goto('/#/crm/users');
  await expect.poll(() => hashPath(page)).toBe('/crm');
});

const instituteRoutes = ['dashboard', 'users', 'subadmins', 'update-password'];
for (const leaf of instituteRoutes) {
  test(`institute route /acme/admin/${leaf} sends a visitor without an institute token to /institute/admin`, async ({
    page,
  }) => {
    await page.goto(`/#/acme/admin/${leaf}`);
    await expect.poll(() => hashPath(page)).toBe('/institute/admin');
  });
}

test('institute routes render with an institute token, and the login skips to the dashboard', async ({
  page,
  request,
}) => {
  // A real institute session: the screens ask GET /institute/me, and a made-up token is signed out.
  const { token, slug } = await instituteSession(request, 'nav');
  await storeTokens(page, { instituteAdminAuthToken: token, instituteName: slug });
  for (const leaf of instituteRoutes) {
    await page.goto(`/#/${slug}/admin/${leaf}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(hashPath(page)).toBe(`/${slug}/admin/${leaf}`);
  }
  await page.goto('/#/institute/admin');
  await expect.poll(() => hashPath(page)).toBe(`/${slug}/admin/dashboard`);
});

test('the institute login and confirm-subscription screens render for a visitor', async ({
  page,
}) => {
  for (const route of ['/institute/admin', '/confirm-subscription/dummy123/head%40school.edu']) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(hashPath(page)).toBe(route);
  }
});

test('navigation scrolls back to the top', async ({ page }) => {
  await page.goto('/#/about');
  // The page's code loads on first visit: scroll once its content is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Rankings' }).first().click();
  await expect.poll(() => hashPath(page)).toBe('/rankings');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
