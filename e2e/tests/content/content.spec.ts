import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

/** Demo seed: a Czech band in the Lúky Festival lineup and on its own tour. */
const BAND = { path: '/en/mlynska-kola', name: 'Mlýnská kola' };
/** Demo seed: the newest article, by the blogger Jana Kováčová. */
const ARTICLE = { title: /Lúky Festival odhalil program/, author: 'Jana Kováčová' };
/** Demo seed: a pay-what-you-want acoustic stream and a paid one. */
const DONATE_STREAM = { path: '/en/stream/zuzana-z-obyvacky', name: 'Zuzana Mikulová: Koncert z obývačky' };
const PAID_STREAM = { path: '/en/stream/tuzmadar-online', name: 'Tűzmadár – online premier' };

async function open(page: Page, path: string, name: string | RegExp) {
  await page.goto(path);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an artist profile leads to its events and on to an event page', async ({ page }) => {
  await open(page, BAND.path, BAND.name);
  await expect(page.getByTestId('profile-place')).toContainText('Czech');
  await expect(page.getByTestId('followers-count')).toBeVisible();
  const upcoming = page.getByTestId('profile-events');
  const first = upcoming.getByTestId('event-card').first();
  await expect(first).toBeVisible();
  const eventName = (await first.getByRole('heading').innerText()).trim();
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
});

test('an anonymous follow on a profile goes to sign in and back', async ({ page }) => {
  await open(page, BAND.path, BAND.name);
  await page
    .getByTestId('profile-detail')
    .getByRole('button', { name: 'Follow', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/signin\?authorizedActionPrevented=true&returnUrl=%2Fen%2Fmlynska-kola/);
});

test('all articles lead to an article and on to its author', async ({ page }) => {
  await open(page, '/en/all-articles', 'Articles');
  await page.getByRole('link', { name: ARTICLE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(page.getByTestId('article-text')).not.toBeEmpty();
  await expect(page.getByTestId('article-gallery').getByRole('img').first()).toBeVisible();
  await expect(page.getByTestId('keywords')).toContainText('#festival');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('article-author').click();
  await expect(page).toHaveURL(/\/en\/jana-kovacova$/);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.author })).toBeVisible();

  // Back from the profile, then the article's own back button returns to the list.
  await page.goBack();
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/en\/all-articles$/);
});

test('a stream page shows its public part; a paid stream stays locked', async ({ page }) => {
  await open(page, DONATE_STREAM.path, DONATE_STREAM.name);
  await expect(page.getByTestId('stream-price')).toHaveText('Pay what you want');
  await expect(page.getByTestId('stream-when')).not.toBeEmpty();
  await expect(page.getByText(/Times in Europe\/Bratislava/)).toBeVisible();
  await expect(page.getByTestId('stream-event-link')).toHaveAttribute('href', /\/en\/events\//);

  await open(page, PAID_STREAM.path, PAID_STREAM.name);
  await expect(page.getByTestId('stream-locked')).toBeVisible();
});

test('unknown profile, article and stream ids show a 404 page with a way home', async ({ page }) => {
  for (const path of [
    '/en/no-such-band-here',
    '/en/article/00000000-0000-4000-8000-000000000000',
    '/en/stream/no-such-stream',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
  }
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
});

test('the content pages pass axe in light and dark', async ({ browser }) => {
  // Six page loads and six axe scans: on a busy two-core CI machine that took more than the default 30 s.
  test.slow();
  const pages = [
    { path: BAND.path, name: BAND.name },
    { path: '/en/all-articles', name: 'Articles' },
    { path: DONATE_STREAM.path, name: DONATE_STREAM.name },
  ];
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await newPage(browser, colorScheme);
    for (const { path, name } of pages) {
      await open(page, path, name);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expectNoSeriousA11yViolations(page);
    }
    await page.context().close();
  }
});

async function newPage(browser: Browser, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ colorScheme });
  return context.newPage();
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

test('shared links preview with title and a 1200×630 image, for a bot and a plain request', async ({
  request,
}) => {
  const bot = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };
  const [article] = (await request.get('/api/article?page=0&perPage=1').then((res) => res.json())) as {
    Id: string;
    Title: string;
  }[];
  for (const { url, headers, title } of [
    { url: '/sk/events/luky', headers: bot, title: 'Lúky Festival' },
    { url: '/en/events/luky', headers: {}, title: 'Lúky Festival' },
    { url: BAND.path, headers: bot, title: BAND.name },
    { url: `/en/article/${article?.Id}`, headers: bot, title: article?.Title ?? '' },
  ]) {
    const page = await request.get(url, { headers });
    expect(page.status(), url).toBe(200);
    const html = await page.text();
    expect(metaContent(html, 'og:title'), url).toContain(title);
    expect(metaContent(html, 'twitter:card'), url).toBe('summary_large_image');
    const image = metaContent(html, 'og:image');
    expect(image, url).toMatch(/^http:\/\/.+\/share\/(event|profile|article)\/.+\.jpg\?v=/);
    const picture = await request.get(image ?? '');
    expect(picture.headers()['content-type'], url).toBe('image/jpeg');
    expect(jpegSize(await picture.body()), url).toEqual({ width: 1200, height: 630 });
  }

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/events/luky</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
});
