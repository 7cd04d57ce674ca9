import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, signInViaApi } from '../../fixtures';

/** The demo organizer (README "Demo accounts"): a fan profile by default, the promoter Marquee Live to switch to. */
const DEMO = { email: 'demo@marquee.test', password: 'demo1234', name: 'Jana' };

interface Claim {
  Id: string;
  EntityId: string;
  Name: string;
  Type: string;
}

async function demoClaims(request: APIRequestContext) {
  const response = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: DEMO.email, Password: DEMO.password },
  });
  const body = (await response.json()) as {
    AccessToken: { Access_token: string };
    UserInfo: { ProfileClaims: Claim[] };
  };
  const claims = body.UserInfo.ProfileClaims;
  const fanClaim = claims.find((claim) => claim.Type === 'VisitorProfile');
  const liveClaim = claims.find((claim) => claim.Name.startsWith('Marquee Live'));
  if (!fanClaim || !liveClaim) throw new Error('the demo account lacks its fan or promoter profile');
  return { token: body.AccessToken.Access_token, fanClaim, liveClaim };
}

/** The embed list's codes, top to bottom. */
const codeTexts = (page: Page) => page.getByTestId('embed-code').allTextContents();

test.describe('organizer: profile content', () => {
  let restore: { token: string; claimId: string } | null = null;

  test.afterEach(async ({ request }) => {
    // Switching profiles changes the account's default claim: give the demo account its fan profile back.
    if (!restore) return;
    await request.get(`/api/account/setdefaultprofileclaim/${restore.claimId}`, {
      headers: { Authorization: `Bearer ${restore.token}` },
    });
  });

  test('the demo organizer edits contacts, embeds, tags and merchandise of Marquee Live', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, fanClaim, liveClaim } = await demoClaims(request);
    restore = { token, claimId: fanClaim.Id };
    const run = Date.now().toString(36);
    await signInViaApi(page, request, DEMO);

    // Dashboard as Marquee Live (the fan profile sees the gate first), then Profile content.
    await page.goto('/en/dashboard');
    await acceptCookies(page);
    const switchButton = page.getByRole('button', { name: 'Switch to Marquee Live' });
    const dashboard = page.getByRole('heading', { level: 1, name: 'Your events' });
    await expect(switchButton.or(dashboard)).toBeVisible();
    if (await switchButton.isVisible()) await switchButton.click();
    await expect(dashboard).toBeVisible();
    await page.getByRole('link', { name: 'Profile content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile content' })).toBeVisible();

    // Contacts: a public Instagram link without a scheme.
    const instagram = page.getByTestId('contact-instagram');
    await expect(instagram).toBeVisible();
    await expect(page.getByTestId('contact-publicEmail')).toHaveValue('info@marquee-live.example');
    await instagram.fill(`instagram.example/marquee-${run}`);
    await expectNoSeriousA11yViolations(page);
    const contactsSaved = page.waitForResponse(
      (response) => response.url().includes('/contacts') && response.request().method() === 'POST',
    );
    await page.getByTestId('contacts-save').click();
    expect((await contactsSaved).status()).toBe(201);
    await expect(instagram).toHaveValue(`http://instagram.example/marquee-${run}`);

    // Embedded codes: add two; the second loses its script, is hidden, moved up and deleted.
    await page.getByRole('tab', { name: 'Embedded codes' }).click();
    const html = page.getByTestId('embed-html');
    await html.fill(`<p>First ${run}</p>`);
    await page.getByTestId('embed-add').click();
    await expect(page.getByTestId('embed-code').filter({ hasText: `First ${run}` })).toBeVisible();
    await html.fill(`<p>Player ${run}</p><script>alert("x")</script>`);
    await expect(page.getByTestId('embed-script-warning')).toBeVisible();
    await page.getByTestId('embed-add').click();
    await expect(page.getByTestId('embed-script-removed')).toBeVisible();
    const player = page.getByTestId('embed-item').filter({ hasText: `Player ${run}` });
    await expect(player.getByTestId('embed-code')).toHaveText(`<p>Player ${run}</p>`);
    const count = await page.getByTestId('embed-item').count();
    const last = `Code ${count}`;
    await page.getByRole('button', { name: `Hide ${last}` }).click();
    await expect(page.getByRole('button', { name: `Show ${last}` })).toBeVisible();
    await expect(player).toHaveAttribute('data-hidden', 'true');
    // Reorder with the keyboard: focus "move up" and press Enter.
    await page.getByRole('button', { name: `Move ${last} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await codeTexts(page)).at(-1)).toBe(`<p>First ${run}</p>`);
    expect((await codeTexts(page)).at(-2)).toBe(`<p>Player ${run}</p>`);
    await expectNoSeriousA11yViolations(page);
    const moved = `Code ${count - 1}`;
    await page.getByRole('button', { name: `Delete ${moved}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the embedded code?' });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
    await expect(player).toBeVisible();
    await page.getByRole('button', { name: `Delete ${moved}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(player).toHaveCount(0);
    await expect(page.getByTestId('embed-item')).toHaveCount(count - 1);

    // Tags: "Jazz, jazz, ab" gives one chip, jazz; "ab" is refused.
    await page.getByRole('tab', { name: 'Genres and tags' }).click();
    const tagField = page.getByTestId('tags-input').getByRole('textbox');
    await tagField.pressSequentially('Jazz, jazz, ab');
    await tagField.press('Enter');
    await expect(page.getByTestId('tag-chip')).toHaveText(['jazz']);
    await expect(page.getByText('"ab" is too short')).toBeVisible();
    const tagsSaved = page.waitForResponse(
      (response) => response.url().endsWith('/tags') && response.request().method() === 'PUT',
    );
    await page.getByTestId('genres-save').click();
    expect(await (await tagsSaved).json()).toEqual(['jazz']);

    // Merchandise: the demo items are listed; a new one joins them.
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await expect(page.getByTestId('merch-item').first()).toBeVisible();
    await page.getByTestId('merch-add').click();
    await page.getByTestId('merch-name').fill(`Hoodie ${run}`);
    await page.getByTestId('merch-url').fill(`shop.example/hoodie-${run}`);
    await page.getByTestId('merch-description').fill('Warm and black.');
    await page.getByTestId('merch-save').click();
    const hoodie = page.getByTestId('merch-item').filter({ hasText: `Hoodie ${run}` });
    await expect(hoodie).toBeVisible();
    await expect(hoodie.getByRole('link')).toHaveAttribute('href', `http://shop.example/hoodie-${run}`);
    await expectNoSeriousA11yViolations(page);

    // The public profile shows the new Instagram contact.
    await page.goto(`/en/${liveClaim.EntityId}`);
    const contacts = page.getByTestId('profile-contacts');
    await expect(contacts.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      `http://instagram.example/marquee-${run}`,
    );
  });
});
