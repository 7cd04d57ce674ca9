import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, signInViaApi, squarePng } from '../../fixtures';
import { DEMO_ORGANIZER } from '../coupons/helpers';

/**
 * The blogger's editor (issue 21), the way the demo blogger (Jana Kováčová, the demo account's fan profile)
 * uses it: writes an article with a picture and content, saves the draft (on to the extras step), adds a
 * gallery image with a caption, goes back to the text, reloads mid-edit (the unsaved text comes back with a
 * notice), publishes, and finds the article in Your articles, All articles and search. It is set back to a
 * draft at the end, so the demo data other journeys read stays as it was.
 */

test.use({ actionTimeout: 20_000 });

test('the demo blogger writes an article with a gallery, survives a reload, publishes and finds it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `Quokka${Math.random().toString(36).slice(2, 8)}`;
  const title = `${word} at the riverside stage`;
  // The chain's journeys before this one act as Marquee Live and give the fan profile back; make sure.
  const login = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: DEMO_ORGANIZER.email, Password: DEMO_ORGANIZER.password },
  });
  const { AccessToken, UserInfo } = (await login.json()) as {
    AccessToken: { Access_token: string };
    UserInfo: { ProfileClaims: { Id: string; Type: string }[] };
  };
  const headers = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const fan = UserInfo.ProfileClaims.find((claim) => claim.Type === 'VisitorProfile');
  expect(fan).toBeDefined();
  await request.get(`/api/account/setdefaultprofileclaim/${fan?.Id}`, { headers });
  await signInViaApi(page, request, DEMO_ORGANIZER);

  await page.goto('/en/article/new');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Gallery and others' })).toBeDisabled();
  await page.getByTestId('article-title').fill(title);
  await page
    .getByTestId('article-picture')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: squarePng(240) });
  await page.getByTestId('crop-confirm').click();
  await page.getByTestId('article-content').click();
  await page.keyboard.type('The first evening by the river.');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('article-save-draft').click();

  // Creating goes on to the edit route's extras section.
  await expect(page).toHaveURL(/\/en\/article\/edit\/[0-9a-f-]+\?section=extras$/);
  const articleId = /edit\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  const gallery = page.getByTestId('article-gallery');
  await gallery
    .locator('input[type="file"]')
    .setInputFiles({ name: 'crowd.png', mimeType: 'image/png', buffer: squarePng(120) });
  await page.getByTestId('article-gallery-caption').fill('The crowd at dusk');
  await page.getByTestId('article-gallery-add').click();
  await expect(gallery.getByRole('img', { name: 'The crowd at dusk' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back to the text; a reload mid-edit keeps what was typed.
  await page.getByRole('tab', { name: 'Basic info' }).click();
  const content = page.getByTestId('article-content');
  await content.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' A second paragraph nobody saved.');
  await page.reload();
  await expect(page.getByTestId('article-restored')).toBeVisible();
  await expect(page.getByTestId('article-content')).toContainText('A second paragraph nobody saved.');

  await page.getByTestId('article-publish').click();
  await expect(page.getByTestId('article-status')).toHaveText('Published');

  // Your articles, filtered to the published ones.
  await page.goto('/en/dashboard/articles');
  await page.getByRole('radio', { name: 'Published' }).check();
  await expect(page.getByTestId('my-articles').getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // All articles and search.
  await page.goto('/en/all-articles');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill(word.toLowerCase());
  await expect(
    page.getByRole('dialog', { name: 'Search' }).getByRole('option', { name: new RegExp(word) }),
  ).toBeVisible();

  // The article stays, as a draft: other journeys read the demo's published articles.
  const drafted = await request.put(`/api/article/${articleId}?newStatus=DRAFT`, { headers, data: {} });
  expect(drafted.status()).toBe(200);
});
