import { expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  expectImageLoaded,
  expectToast,
  openAdminScreen,
  pngFile,
  recordToasts,
  signInAtCrm,
  uniqueTag,
} from './admin-support';
import { hashPath } from './support';

/** Where the article API lives: the admin calls and the public page's call. */
const ADMIN_RESOURCES = '/api/v1/admin/adminResources';

/** Opens /crm/resources and the add form; returns the form. */
async function openAddForm(page: Page) {
  await openAdminScreen(page, 'Resources');
  await page.getByRole('main').getByRole('button', { name: 'Add resource' }).click();
  return page.getByRole('form', { name: 'Add resource' });
}

/** The article's text, written with the editor's toolbar and keys: heading, bold, list, link. */
async function writeDescription(page: Page, form: ReturnType<Page['getByRole']>, tag: string) {
  const editor = form.getByRole('textbox', { name: 'Description' });
  const toolbar = form.getByRole('group', { name: 'Description formatting' });
  await editor.click();
  await page.keyboard.type(`Aid basics ${tag}`);
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Compare the ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('net price');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' of every college.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Grants first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Loans last');
  await page.keyboard.press('Enter');
  // An empty item: Enter again leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Federal student aid');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = form.getByLabel('Link address');
  await expect(address).toBeFocused();
  await address.fill('https://studentaid.gov/');
  await address.press('Enter');
  await expect(address).toHaveCount(0);

  // The preview shows what is sent.
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Aid basics ${tag}` })).toBeVisible();
  await expect(preview.locator('strong, b').filter({ hasText: 'net price' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Grants first', 'Loans last']);
  await expect(preview.getByRole('link', { name: 'Federal student aid' })).toHaveAttribute(
    'href',
    'https://studentaid.gov/',
  );
}

/** The article page's body checks: heading, bold word, list and link of writeDescription. */
async function expectArticleBody(visitor: Page, tag: string) {
  const article = visitor.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: `Aid basics ${tag}` })).toBeVisible();
  await expect(article.locator('strong, b').filter({ hasText: 'net price' })).toBeVisible();
  await expect(article.getByText('Compare the net price of every college.')).toBeVisible();
  await expect(article.getByRole('list').getByRole('listitem')).toHaveText([
    'Grants first',
    'Loans last',
  ]);
  const link = article.getByRole('link', { name: 'Federal student aid' });
  await expect(link).toHaveAttribute('href', 'https://studentaid.gov/');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('an article with an image is added, shown on /resources and its page, edited and deleted from /crm', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const title = `Paying for college ${tag}`;
  const newTitle = `Paying for college, revised ${tag}`;
  const category = `Finance ${tag}`;
  await recordToasts(page);
  await signInAtCrm(page);

  const form = await openAddForm(page);
  await form.getByLabel('Title').fill(title);
  // A category no article has yet: added through "Add category".
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Add category' });
  await form.getByLabel('New category').fill(category);
  await form.getByLabel('Sub-category').fill('Loans');
  await writeDescription(page, form, tag);
  await form.getByLabel('Image').setInputFiles(pngFile('campus.png', 160, 90));
  await expect(form.getByRole('img', { name: 'The chosen image' })).toBeVisible();
  const added = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === ADMIN_RESOURCES,
  );
  await form.getByRole('button', { name: 'Add resource' }).click();
  const answer = await added;
  expect(answer.status()).toBe(201);
  const id = ((await answer.json()) as { resource: { id: string } }).resource.id;
  await expectToast(page, 'Resource added successfully.');
  // The form closes and the list shows the new article.
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // A visitor finds it on /resources by searching its title, and opens it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/#/resources');
  await visitor.getByLabel('Search articles').fill(title);
  await visitor.getByLabel('Search articles').press('Enter');
  const card = visitor.getByRole('link', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expectImageLoaded(visitor.getByRole('img', { name: title, exact: true }));
  await card.click();
  await expect.poll(() => hashPath(visitor)).toBe(`/resources/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('article')).toContainText(`${category} · Loans`);
  await expectArticleBody(visitor, tag);
  const image = visitor.getByRole('article').getByRole('img', { name: title, exact: true });
  await expect(image).toHaveAttribute('src', /^\/api\/v1\/media\/resources\/.+\.webp$/);
  await expectImageLoaded(image);
  const imageSrc = await image.getAttribute('src');
  // The only picture in the article is the one uploaded: the body has none.
  await expect(visitor.getByRole('article').locator('img')).toHaveCount(1);
  await expect(visitor.getByRole('link', { name: 'Back to resources' })).toBeVisible();

  // Back in /crm: find it, edit the title without choosing a new image.
  const search = page.getByRole('search', { name: 'Resources' });
  await search.getByLabel('Search').fill(tag);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect.poll(() => hashPath(page)).toBe(`/crm/resources/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const edit = page.getByRole('form', { name: 'Save changes' });
  await expect(edit.getByRole('img', { name: 'The current image' })).toBeVisible();
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(newTitle);
  const updated = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === `${ADMIN_RESOURCES}/${id}`,
  );
  await edit.getByRole('button', { name: 'Save changes' }).click();
  // Without a new file no image part is sent (the previous image stays).
  expect((await updated).postDataBuffer()?.toString('latin1')).not.toContain('name="image"');
  await expectToast(page, 'Resource updated successfully.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

  // The public page shows the new title and still the same image.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  const sameImage = visitor.getByRole('article').getByRole('img', { name: newTitle, exact: true });
  await expect(sameImage).toHaveAttribute('src', imageSrc!);
  await expectImageLoaded(sameImage);
  await expectArticleBody(visitor, tag);

  // Delete after confirming: back to the list, and the public page says it is gone.
  await page.getByRole('button', { name: 'Delete resource' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete "${newTitle}"?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Resource deleted successfully.');
  await expect.poll(() => hashPath(page)).toBe('/crm/resources');
  await expect(
    page.getByRole('table', { name: 'Resources' }).or(page.getByText('No resources yet.')),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  // The list searched for it answers nothing (its empty texts are editable page content).
  const listed = visitor.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/resources' &&
      new URL(r.url()).searchParams.get('search') === tag,
  );
  await visitor.goto(`/#/resources?q=${encodeURIComponent(tag)}`);
  expect(await (await listed).json()).toMatchObject({ resources: [], total: 0 });
  await expect(visitor.getByRole('link', { name: newTitle })).toHaveCount(0);
  await visitorContext.close();
});

test('adding an article without an image is refused with "An image is required." and nothing is created', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const title = `No image ${tag}`;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith(ADMIN_RESOURCES))
      posts.push(r.url());
  });
  await recordToasts(page);
  await signInAtCrm(page);
  const form = await openAddForm(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Add category' });
  await form.getByLabel('New category').fill('Finance');
  await form.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Text without a picture.');
  await form.getByRole('button', { name: 'Add resource' }).click();

  await expect(form.getByLabel('Image')).toHaveAccessibleDescription(
    'PNG, JPEG or WebP, up to 5 MB. An image is required.',
  );
  await expectToast(page, 'An image is required.', 'error');
  // The form stays open with what was typed; nothing was sent, and the server has no such article.
  await expect(form.getByLabel('Title')).toHaveValue(title);
  expect(posts).toEqual([]);
  const list = await request.get(`${ADMIN_RESOURCES}?search=${encodeURIComponent(tag)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(list.status()).toBe(200);
  expect(await list.json()).toMatchObject({ resources: [], total: 0 });
});

test('a description with script and event handlers, sent through the API, shows on the public page with none of them', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const title = `Sanitized ${tag}`;
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const description =
    `<p onclick="alert(2)">Safe words ${tag}</p>` +
    '<img src=x onerror=alert(1)>' +
    '<script>alert(3)</script>' +
    '<p><a href="javascript:alert(4)">Bad link</a> and <a href="https://example.org/">good link</a></p>';
  const created = await request.post(ADMIN_RESOURCES, {
    headers,
    multipart: {
      title,
      category: 'Security',
      description,
      image: pngFile('xss.png'),
    },
  });
  expect(created.status()).toBe(201);
  const { resource } = (await created.json()) as { resource: { id: string; description: string } };
  expect(resource.description).not.toMatch(/<img|onerror|onclick|<script|javascript:/i);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/#/resources/${resource.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = page.getByRole('article');
  await expect(article.getByText(`Safe words ${tag}`)).toBeVisible();
  await expect(article.getByRole('link', { name: 'good link' })).toHaveAttribute(
    'href',
    'https://example.org/',
  );
  await expect(article.getByText('Bad link')).toBeVisible();
  // The uploaded picture is the only image; once it has loaded, an <img src=x> would have failed.
  await expectImageLoaded(article.getByRole('img', { name: title }));
  await expect(article.locator('img')).toHaveCount(1);
  await expect(page.locator('[onerror], [onclick], a[href^="javascript:" i]')).toHaveCount(0);
  await expect(article.locator('script')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  const removed = await request.delete(`${ADMIN_RESOURCES}/${resource.id}`, { headers });
  expect(removed.status()).toBe(200);
});

test('an article written in Spanish is marked as such: Spanish readers get it plain, English readers are told', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const title = `Cómo pagar la universidad ${tag}`;
  await recordToasts(page);
  await signInAtCrm(page);
  const form = await openAddForm(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Add category' });
  await form.getByLabel('New category').fill(`Finanzas ${tag}`);
  await form.getByLabel('Language').selectOption({ label: 'Español' });
  await form.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Compara el precio neto de cada universidad.');
  await form.getByLabel('Image').setInputFiles(pngFile('campus.png', 160, 90));
  const added = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === ADMIN_RESOURCES,
  );
  await form.getByRole('button', { name: 'Add resource' }).click();
  const answer = await added;
  expect(answer.status()).toBe(201);
  const { resource } = (await answer.json()) as { resource: { id: string; language: string } };
  expect(resource.language).toBe('es');
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toContainText('Español');

  // A browser that speaks Spanish: the list asks for Spanish first; no badge on a Spanish article.
  const spanish = await browser.newContext({ locale: 'es-US' });
  const reader = await spanish.newPage();
  const asked = reader.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/resources');
  await reader.goto(`/#/resources?q=${encodeURIComponent(tag)}`);
  expect(new URL((await asked).url()).searchParams.get('language')).toBe('es');
  const heading = reader.getByRole('heading', { level: 3, name: title });
  await expect(heading).toHaveAttribute('lang', 'es');
  await expect(reader.getByText('En inglés')).toHaveCount(0);
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es');
  await spanish.close();

  // An English reader sees it too, marked "In Spanish", its words marked Spanish.
  const english = await browser.newContext({ locale: 'en-US' });
  const visitor = await english.newPage();
  await visitor.goto(`/#/resources/${resource.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es');
  await expect(visitor.getByText('In Spanish', { exact: true })).toBeVisible();
  await english.close();

  const removed = await request.delete(`${ADMIN_RESOURCES}/${resource.id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(removed.status()).toBe(200);
});
