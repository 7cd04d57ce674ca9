import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

/** The demo promoter (seed `profiles.ts` key `marquee-live`, which is also its nickname) and its demo merch. */
const NICKNAME = 'marquee-live';
const SHOP_ITEMS = [
  { name: 'Marquee Live tour T-shirt', href: 'https://shop.marquee-live.example/tricko' },
  { name: 'Canvas tote bag', href: 'https://shop.marquee-live.example/taska' },
];

test("a promoter's public page shows its merchandise with shop links opening in a new tab", async ({
  page,
  request,
}) => {
  const profile = (await (await request.get(`/api/search/profile/${NICKNAME}`)).json()) as {
    Id: string;
    ProfileName: string;
  };
  // Tags are not seeded and other journeys may edit them: the page must show exactly what the API has.
  const tagsResponse = await request.get(`/api/promoterprofile/${profile.Id}/tags`);
  expect(tagsResponse.status()).toBe(200);
  const tags = (await tagsResponse.json()) as string[];

  await page.goto(`/en/${NICKNAME}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: profile.ProfileName })).toBeVisible();

  const section = page.getByTestId('profile-merch');
  await expect(section.getByRole('heading', { level: 2, name: 'Merchandise' })).toBeVisible();
  for (const item of SHOP_ITEMS) {
    const card = section.getByTestId('profile-merch-item').filter({ hasText: item.name });
    await expect(card.getByRole('heading', { level: 3, name: item.name })).toBeVisible();
    const shop = card.getByRole('link', { name: /^Open shop/ });
    await expect(shop).toHaveAttribute('href', item.href);
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The tour T-shirt has the promoter's picture; the gift card is sold at the box office only: no link.
  const tee = section.getByTestId('profile-merch-item').filter({ hasText: SHOP_ITEMS[0]?.name ?? '' });
  await expect(tee.locator('img')).toHaveAttribute('src', /profile-marquee-live/);
  const giftCard = section.getByTestId('profile-merch-item').filter({ hasText: 'Gift card' });
  await expect(giftCard.getByText('Sold at the box office of every Marquee Live event.')).toBeVisible();
  await expect(giftCard.getByRole('link')).toHaveCount(0);

  if (tags.length > 0)
    await expect(page.getByTestId('profile-tags').getByRole('listitem')).toHaveText(
      tags.map((tag) => `#${tag}`),
    );
  else await expect(page.getByTestId('profile-tags')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
});
