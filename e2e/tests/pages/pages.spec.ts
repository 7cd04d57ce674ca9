import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, signInViaApi, signUpViaApi, uniqueEmail } from '../../fixtures';

/*
 * Issue 21: the product's own pages. Each loads directly (in several languages) and through a link of the
 * app; axe finds nothing serious on any of them; the checkout's terms link opens the real terms in the
 * buyer's language; a signed-in fan answers a survey and finds recommendations.
 */

/**
 * axe over the page's own content: the shell around it (header, menu, footer, notices) is the same on every
 * route and checked by the shell's journeys; scanning it again on each of these pages doubled their time.
 */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

async function expectPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a Slovak buyer’s terms link at checkout opens the real terms in Slovak', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/sk/events/luky');
  await acceptCookies(page);
  const form = page.locator('[data-stage]');
  await form.getByRole('button', { name: 'Vybrať Festivalový areál' }).click();
  await form
    .getByRole('group', { name: 'Počet vstupeniek' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await form.getByRole('button', { name: 'Pokračovať bez merchu' }).click();
  await form.getByTestId('continue-to-payment').click();
  const checkout = form.getByRole('form', { name: 'Platobné údaje' });
  await expect(checkout).toBeVisible();

  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    checkout.getByRole('link', { name: 'podmienkami používania' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/sk\/terms-and-conditions$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Obchodné podmienky' })).toBeVisible();
  await expect(terms.getByTestId('content-version')).toContainText('Verzia z 27. novembra 2026');
  await expect(
    terms.getByRole('heading', { name: '6. Odstúpenie od zmluvy, zrušenie a vrátenie peňazí' }),
  ).toBeVisible();
  await expect(terms.locator('html')).toHaveAttribute('lang', 'sk');
  await expectNoSeriousA11yViolations(terms);
});

test('legal and organizer pages load directly in every language and through the app’s links', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Directly, in four more languages (the Slovak terms open from the checkout above).
  await page.goto('/de/privacy-policy');
  await acceptCookies(page);
  await expectPage(page, 'Datenschutzerklärung');
  await page.goto('/hu/cookies-policy');
  await expectPage(page, 'Süti-tájékoztató');
  await expect(page.getByRole('cell', { name: 'marquee.basket' })).toBeVisible();
  await page.goto('/en/pro-info');
  await expectPage(page, 'Marquee for professionals');

  // Through links: footer → terms → the other legal documents …
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  // Each route is scanned once: the terms in Slovak above, privacy in German, cookies in Hungarian.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByTestId('content-version')).toHaveText('Version of November 27, 2026');
  const legal = page.getByRole('navigation', { name: 'Legal documents' });
  await legal.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await legal.getByRole('link', { name: 'Cookies policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies policy' })).toBeVisible();
  // … the footer's about page and the organizer toast's target, the landing with its fees, professionals.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Marquee' }).click();
  await expectPage(page, 'About Marquee');
  await page
    .getByTestId('organizer-cta')
    .getByRole('link', { name: 'What Marquee offers organizers' })
    .click();
  await expectPage(page, 'Sell tickets with Marquee');
  await expect(page.getByRole('cell', { name: /3\.6 %/ })).toBeVisible();
  await page.getByTestId('organizer-cta').getByRole('link', { name: 'Marquee for professionals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marquee for professionals' })).toBeVisible();
  // The organizer toast's target, directly (the toast itself is the shell's journey).
  await page.goto('/cs/info/ticketing');
  await expectPage(page, 'Prodej vstupenek pro pořadatele');
  await page.getByTestId('organizer-cta').getByRole('link', { name: 'Vytvořit akci' }).click();
  await expect(page).toHaveURL(/\/cs\/signin\?/);
});

test('a category landing page keeps its tab in the URL and leads to a campaign’s page', async ({ page }) => {
  test.setTimeout(60_000);
  // From the about page's categories to Music.
  await page.goto('/en/info');
  await acceptCookies(page);
  await page.getByTestId('category-links').getByRole('link', { name: 'Music', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/category\/music$/);
  await expectPage(page, 'Music');
  await expect(page.getByTestId('event-card').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Profiles' }).click();
  await expect(page).toHaveURL(/\/en\/category\/music\?tab=profiles$/);
  const campaign = page.getByRole('link', { name: 'Kultúra pre všetkých' });
  const cards = page.getByTestId('profile-card');
  for (let more = 0; more < 6 && !(await campaign.isVisible()); more++) {
    const shown = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).not.toHaveCount(shown);
  }
  await campaign.click();
  await expect(page).toHaveURL(/\/en\/campaign\/kultura-pre-vsetkych$/);
  await expectPage(page, 'Kultúra pre všetkých');

  // Directly, in Slovak, on the articles tab; a campaign URL of a profile that is no campaign is not found.
  await page.goto('/sk/category/music?tab=articles');
  await expect(page.getByRole('tab', { name: 'Články' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Hudba' })).toBeVisible();
  await expect(
    page
      .getByRole('tab', { name: 'Podujatia' })
      .or(page.getByRole('tab', { name: 'Nadchádzajúce podujatia' })),
  ).toBeVisible();
  await page.goto('/en/campaign/tichy-dom-records');
  await expect(page.getByText('Profile not found', { exact: false }).first()).toBeVisible();
});

async function organizerSurvey(
  request: APIRequestContext,
): Promise<{ id: string; headers: Record<string, string> }> {
  const organizer = { email: uniqueEmail('survey-owner'), password: 'Survey-123456', name: 'Survey Owner' };
  const { AccessToken } = await signUpViaApi(request, organizer);
  const auth = { Authorization: `Bearer ${AccessToken.Access_token}` };
  const promoter = await request.post('/api/promoterprofile', {
    headers: auth,
    data: {
      ProfileName: 'Survey Promotions',
      ProfilePicture: null,
      CityId: null,
      Categories: [],
      Nickname: `survey-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      About: '',
      Contacts: [],
    },
  });
  expect(promoter.status(), await promoter.text()).toBe(201);
  const info = (await (await request.get('/api/account/userinfo', { headers: auth })).json()) as {
    ProfileClaims: { EntityId: string; Type: string }[];
  };
  const claim = info.ProfileClaims.find((entry) => entry.Type === 'PromoterProfile');
  if (!claim) throw new Error('no promoter claim');
  const headers = { ...auth, ProfileId: claim.EntityId, ProfileType: claim.Type };
  const created = await request.post('/api/questionnaire', {
    headers,
    data: {
      Name: 'Lúky feedback',
      IsPublic: true,
      QuestionaireItems: [
        {
          _id: 'heard',
          Type: 'SingleChoice',
          Title: 'How did you hear about us?',
          Required: true,
          Options: [
            { _id: 'friends', Title: 'From friends' },
            { _id: 'radio', Title: 'On the radio' },
          ],
        },
        { _id: 'better', Type: 'LongText', Title: 'What should we do better?' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { _id: string })._id, headers };
}

test('a signed-in fan answers a survey and finds events recommended for them', async ({ page, request }) => {
  test.setTimeout(60_000);
  const survey = await organizerSurvey(request);
  const fan = { email: uniqueEmail('survey-fan'), password: 'Survey-123456', name: 'Survey Fan' };
  const { UserInfo, AccessToken } = await signUpViaApi(request, fan);
  // Going to Lúky: its genres bring similar events into the fan's recommendations.
  const luky = (await (await request.get('/api/event/luky')).json()) as { Id: string };
  const going = await request.post(`/api/event/${luky.Id}/eventvisitors/${UserInfo.Profile?.Id}`, {
    headers: { Authorization: `Bearer ${AccessToken.Access_token}` },
    data: { GoingStatus: 'Going' },
  });
  expect(going.status(), await going.text()).toBe(200);
  await signInViaApi(page, request, fan);

  await page.goto(`/en/survey?id=${survey.id}`);
  await acceptCookies(page);
  await expectPage(page, 'Lúky feedback');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('alert')).toContainText('Some answers are missing or invalid.');
  await page.getByRole('radio', { name: 'From friends' }).check();
  await page.getByRole('textbox', { name: 'What should we do better?' }).fill('More benches, please.');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByTestId('survey-sent')).toContainText('Thank you!');
  const answers = await request.get(`/api/questionnaire/${survey.id}/answers`, { headers: survey.headers });
  expect(JSON.stringify(await answers.json())).toContain(fan.email);

  // Recommended events through the menu's fan zone.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Recommended events' })
    .click();
  await expect(page).toHaveURL(/\/en\/dashboard\/recommendations$/);
  await expectPage(page, 'Recommended events');
  await expect(page.getByTestId('recommendation').first()).toBeVisible();
  await expect(page.getByTestId('recommendation').first()).toContainText(
    /Like the events you are going to|In your genres/,
  );
});
