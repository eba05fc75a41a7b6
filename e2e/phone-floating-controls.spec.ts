import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { alabamaWithLoans } from './calculator-support';

/**
 * The floating buttons on a phone: at 390 and 375 px one help button stands in for
 * "Become a Client", the chat link and "Contact sales", and each of its items works; tabbing
 * through the calculator leaves every focused element on screen with nothing fixed over it. At
 * 1280 px the three buttons stay as they were.
 */

const HELP = 'Help and plans';
const CHAT = 'Chat with us (opens in a new tab)';
const SENT = 'Thank you for contacting DegreeWorth! We will get back to you within 1 hour.';

/** Boxes of the elements fixed on screen and shown (the floating buttons, toasts, modals). */
function fixedBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ left, top, right, bottom }) => ({ left, top, right, bottom })),
  );
}

/**
 * The focused element, its box, and the elements fixed on screen (or stuck, as a sticky bar is)
 * whose boxes overlap it; one that holds the focused element does not count.
 */
function focusedAndCovering(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    // A field by its label; a fixed box by its first control (the help button has no text).
    const label = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.querySelector('[aria-label]')?.getAttribute('aria-label') ??
        (element as HTMLElement).innerText;
      return `${element.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 40)}"`;
    };
    const covering = Array.from(document.querySelectorAll('body *'))
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .filter((element) => !element.contains(focused))
      .filter((element) => {
        const over = element.getBoundingClientRect();
        return (
          over.width > 0 &&
          over.height > 0 &&
          over.left < box.right &&
          over.right > box.left &&
          over.top < box.bottom &&
          over.bottom > box.top
        );
      })
      .map(label);
    return {
      name: label(focused),
      inMain: Boolean(focused.closest('main')),
      top: box.top,
      bottom: box.bottom,
      viewportHeight: window.innerHeight,
      covering,
    };
  });
}

/** The focused element lies within the screen, and nothing fixed overlaps it. */
function expectInSight(focus: Awaited<ReturnType<typeof focusedAndCovering>>) {
  expect(focus.covering, `${focus.name} is covered`).toEqual([]);
  expect(focus.top, `${focus.name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(focus.bottom, `${focus.name} ends on screen`).toBeLessThanOrEqual(focus.viewportHeight);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 375, height: 740 },
]) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('one help button stands in for the three floating buttons; its menu has them all', async ({
      page,
    }) => {
      await page.goto('/#/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const help = page.getByRole('button', { name: HELP });
      await expect(help).toBeVisible();
      expect(await fixedBoxes(page)).toHaveLength(1);
      await expect(page.getByRole('button', { name: 'Become a Client' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Contact sales' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: CHAT })).toHaveCount(0);

      await help.click();
      await expect(help).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('group', { name: HELP });
      await expect(menu.getByRole('button', { name: 'Become a Client' })).toBeVisible();
      await expect(menu.getByRole('link', { name: CHAT })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Contact sales' })).toBeVisible();
      // The open menu stays within the screen.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousViolations(page, `${viewport.width} px help menu open`);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(help).toBeFocused();
    });

    test('"Become a Client" opens the pricing modal', async ({ page }) => {
      await page.goto('/#/about');
      await page.getByRole('button', { name: HELP }).click();
      await page
        .getByRole('group', { name: HELP })
        .getByRole('button', { name: 'Become a Client' })
        .click();
      const pricing = page.getByRole('dialog', { name: 'Plans and pricing' });
      await expect(pricing).toBeVisible();
      await pricing.getByRole('button', { name: 'Close' }).click();
      await expect(pricing).toBeHidden();
      await expect(page.getByRole('button', { name: HELP })).toBeFocused();
    });

    test('the chat link opens the configured chat in a new tab', async ({ page, context }) => {
      // The configured chat (CHAT_URL of playwright.config.ts) is no real site: answer for it.
      await context.route('https://chat.degreeworth.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
      );
      await page.goto('/#/about');
      await page.getByRole('button', { name: HELP }).click();
      const [chat] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('group', { name: HELP }).getByRole('link', { name: CHAT }).click(),
      ]);
      await expect(chat).toHaveURL('https://chat.degreeworth.test/');
      await expect(page.getByRole('group', { name: HELP })).toBeHidden();
    });

    test('"Contact sales" opens the contact form, which sends and closes', async ({ page }) => {
      await page.goto('/#/about');
      await page.getByRole('button', { name: HELP }).click();
      await page
        .getByRole('group', { name: HELP })
        .getByRole('button', { name: 'Contact sales' })
        .click();
      const form = page.getByRole('form', { name: 'Contact sales' });
      await expect(form.getByLabel('Name')).toBeFocused();
      await expectNoSeriousViolations(page, `${viewport.width} px contact form from the help menu`);
      await form.getByLabel('Name').fill('Pat Phone');
      await form.getByLabel('Email').fill('pat@example.com');
      await form.getByLabel('Message').fill(`Call me, please. phone-${Date.now()}`);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText(SENT)).toBeVisible();
      await expect(form).toBeHidden();
      await expect(page.getByRole('button', { name: HELP })).toBeFocused();
    });

    test('tabbing through the calculator, nothing fixed covers the focused element', async ({
      page,
    }) => {
      await alabamaWithLoans(page, '7500');
      await page.getByLabel('Home state').focus();
      const seen: string[] = [];
      for (let step = 0; step < 120; step++) {
        const reached = await focusedAndCovering(page);
        if (!reached.inMain) break;
        seen.push(reached.name);
        expectInSight(reached);
        // The worst place to take focus: just above the bottom edge, where the help button
        // sits. Back and forth with the keyboard focuses the element there again.
        await page.evaluate(() =>
          window.scrollBy(
            0,
            document.activeElement!.getBoundingClientRect().bottom - innerHeight + 4,
          ),
        );
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const again = await focusedAndCovering(page);
        expect(again.name).toBe(reached.name);
        expectInSight(again);
        await page.keyboard.press('Tab');
      }
      // The walk went past the first screen: focus moved the page along.
      expect(seen.length).toBeGreaterThan(10);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport.height);
      await expect(page.getByRole('button', { name: HELP })).toBeVisible();
    });
  });
}

test.describe('at desktop width (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Become a Client" bottom left, the chat link and "Contact sales" bottom right, as before', async ({
    page,
  }) => {
    await page.goto('/#/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: HELP })).toHaveCount(0);
    const become = (await page.getByRole('button', { name: 'Become a Client' }).boundingBox())!;
    const chat = (await page.getByRole('link', { name: CHAT }).boundingBox())!;
    const contact = (await page.getByRole('button', { name: 'Contact sales' }).boundingBox())!;
    // 1rem from the edges.
    expect(become.x).toBe(16);
    expect(become.y + become.height).toBe(800 - 16);
    expect(contact.x + contact.width).toBe(1280 - 16);
    expect(contact.y + contact.height).toBeLessThanOrEqual(800 - 16);
    expect(chat.x + chat.width).toBeLessThan(contact.x);
    expect(chat.y + chat.height).toBe(800 - 16);

    await page.getByRole('button', { name: 'Contact sales' }).click();
    await expect(
      page.getByRole('form', { name: 'Contact sales' }).getByLabel('Name'),
    ).toBeFocused();
    await expect(page.getByRole('button', { name: 'Close contact form' })).toBeVisible();
  });
});
