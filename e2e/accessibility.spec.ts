import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, pngFile, uniqueTag } from './admin-support';
import { expectNoSeriousViolations } from './axe';

/**
 * axe-core on every public screen a visitor can reach (the routes of
 * app/router.tsx and the modals and widgets opened from them), at desktop size and at 375 px.
 * A screen fails on any serious or critical violation; the message lists each one's rule id,
 * impact, help and target nodes. Each screen is checked once its content is on screen (its
 * heading or main element, no loading spinner, the network idle), never while a spinner shows.
 */

const MIT = 'Massachusetts Institute of Technology';
const MIT_ID = '166683';
const ALABAMA = 'The University of Alabama';

/** The page heading, optionally by name. */
const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });

/**
 * Waits until the screen is settled: no "Loading" spinner, no request in flight (lazy chunks,
 * API answers, chart code) for half a second, then no spinner again (an answer may start one).
 */
async function settled(page: Page) {
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(spinner).toHaveCount(0);
}

/** Opens the login modal from the banner, or from the phone menu where the banner has none. */
async function openLogin(page: Page) {
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  if (!(await login.isVisible())) {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Login');
  return dialog;
}

/** Opens the contact widget, on a phone through the help button that holds it. */
async function openContactWidget(page: Page) {
  const help = page.getByRole('button', { name: 'Help and plans' });
  if (await help.isVisible()) await help.click();
  await page.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByRole('form', { name: 'Contact sales' })).toBeVisible();
}

/** One article, made once per worker through the admin API (a fresh database has none). */
let article: Promise<{ id: string; title: string }> | undefined;
function anArticle(request: APIRequestContext) {
  article ??= (async () => {
    const title = `Paying for college ${uniqueTag()}`;
    const created = await request.post('/api/v1/admin/adminResources', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      multipart: {
        title,
        category: 'Financial aid',
        description:
          '<h2>Know the net price</h2>' +
          '<p>Compare the <strong>net price</strong> of every college, not its sticker price.</p>' +
          '<ul><li>Grants lower the net price.</li><li>Loans do not.</li></ul>' +
          '<p>Start at <a href="https://studentaid.gov/">Federal student aid</a>.</p>',
        image: pngFile('article.png', 320, 180),
      },
    });
    expect(created.status()).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: string } };
    return { id: resource.id, title };
  })();
  return article;
}

interface Screen {
  name: string;
  /** Brings the screen up and waits for its content (before `settled`). */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
}

const at =
  (path: string, heading?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(`/#${path}`);
    await expect(h1(page, heading)).toBeVisible();
  };

const SCREENS: Screen[] = [
  { name: 'home', open: at('/') },
  {
    name: 'rankings (visitor)',
    open: async (page) => {
      await page.goto('/#/rankings');
      await expect(page.locator('main a[href*="#/rankings/college/"]').first()).toBeVisible();
    },
  },
  {
    name: 'rankings page 2 (visitor: the sign-up prompt)',
    open: async (page) => {
      await page.goto('/#/rankings');
      await expect(page.locator('main a[href*="#/rankings/college/"]').first()).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('button', { name: 'Sign up free' }).first()).toBeVisible();
    },
  },
  { name: 'college page (MIT)', open: at(`/rankings/college/${MIT_ID}`, MIT) },
  { name: 'how we rank', open: at('/rankings/method', 'How we rank') },
  { name: 'about', open: at('/about') },
  { name: 'privacy policy', open: at('/privacy', 'Privacy Policy') },
  { name: 'terms of service', open: at('/terms', 'Terms of Service') },
  { name: 'accessibility statement', open: at('/accessibility', 'Accessibility statement') },
  { name: 'calculator entry (visitor)', open: at('/collegeSelection') },
  {
    name: 'calculator with a college and its results (visitor)',
    open: async (page) => {
      await at('/collegeSelection')(page);
      await page.getByLabel('Home state').selectOption({ label: 'Alabama' });
      await page.getByRole('combobox', { name: 'Add a college' }).fill('University of Alabama');
      await page
        .getByRole('listbox', { name: 'Colleges' })
        .getByRole('option', { name: new RegExp(`^${ALABAMA}`) })
        .first()
        .click();
      await expect(page.getByRole('article', { name: ALABAMA, exact: true })).toContainText(
        'Pays back in about',
      );
    },
  },
  { name: 'edit scenario (visitor)', open: at('/editscenario/42') },
  {
    name: 'pricing modal',
    open: async (page) => {
      await page.goto('/#/pricing');
      await expect(page.getByRole('dialog').getByText('Plans and pricing')).toBeVisible();
    },
  },
  { name: 'resources list', open: at('/resources') },
  {
    name: 'resources list with an article',
    open: async (page, request) => {
      const { title } = await anArticle(request);
      await page.goto(`/#/resources?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
    },
  },
  {
    name: 'an article',
    open: async (page, request) => {
      const { id, title } = await anArticle(request);
      await at(`/resources/${id}`, title)(page);
      await expect(page.getByRole('article').getByRole('img', { name: title })).toBeVisible();
    },
  },
  { name: 'a missing article', open: at('/resources/999999999') },
  { name: 'contact', open: at('/contact', 'Contact us') },
  {
    name: 'contact widget opened',
    open: async (page) => {
      await at('/home')(page);
      await openContactWidget(page);
    },
  },
  {
    name: 'login modal',
    open: async (page) => {
      await at('/home')(page);
      await openLogin(page);
    },
  },
  {
    name: 'signup modal: role selection',
    open: async (page) => {
      await at('/home')(page);
      const dialog = await openLogin(page);
      await dialog.getByRole('button', { name: 'Signup' }).click();
      await expect(dialog).toHaveAccessibleName('Role Selection');
    },
  },
  {
    name: 'signup modal: the form',
    open: async (page) => {
      await at('/home')(page);
      const dialog = await openLogin(page);
      await dialog.getByRole('button', { name: 'Signup' }).click();
      await dialog.getByRole('radio', { name: /I am an Individual User/ }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toHaveAccessibleName('Signup');
    },
  },
  {
    name: 'student login modal (/{mailStatus}/{mail}/{dummyPassword})',
    open: async (page) => {
      await page.goto('/#/is_new/student%40school.edu/abc123');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'forgot password', open: at('/forgot') },
  { name: 'verification code', open: at('/verification/ada%40example.com') },
  { name: 'e-mail verification link', open: at('/emailverify/ada%40example.com/tok123') },
  { name: 'reset password link', open: at('/forgot/ada%40example.com/tok123') },
  { name: 'admin login', open: at('/crm', 'Admin login') },
  { name: 'institute admin login', open: at('/institute/admin') },
  // Three segments would be /{mailStatus}/{mail}/{dummyPassword}: four reach the catch-all.
  { name: 'page not found', open: at('/no/such/page/here', 'Page not found') },
  {
    name: 'offline screen',
    open: async (page) => {
      await at('/about')(page);
      await page.context().setOffline(true);
      await expect(page.getByRole('img', { name: /no internet connection/i })).toBeVisible();
    },
  },
];

function checkEveryScreen(size: string) {
  for (const screen of SCREENS) {
    test(`${screen.name} has no serious or critical axe violation`, async ({ page, request }) => {
      await screen.open(page, request);
      await settled(page);
      await expectNoSeriousViolations(page, `${size} ${screen.name} (${page.url()})`);
    });
  }
}

test.describe('desktop', () => {
  checkEveryScreen('desktop');
});

test.describe('phone (375 px)', () => {
  // The phone project of playwright.config.ts runs only mobile-*.spec.ts; its settings, here.
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  checkEveryScreen('phone');

  test('the rankings filters dialog has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/#/rankings');
    await expect(page.locator('main a[href*="#/rankings/college/"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, 'phone rankings filters dialog');
  });

  test('the open menu has no serious or critical axe violation', async ({ page }) => {
    await at('/')(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, 'phone menu open');
  });
});
