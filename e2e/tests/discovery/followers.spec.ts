import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations } from '../../fixtures';

interface Ref {
  Id: string;
  Type: string;
  ProfileName: string;
  Nickname: string | null;
}

test('a profile page lists its public followers, and a follower links to its own page', async ({
  page,
  request,
}) => {
  // The demo seed has organizers following organizers: take a recently followed profile that has some.
  const trending = (await (
    await request.get('/api/trending/profiles/lastfollowed?perPage=50')
  ).json()) as Ref[];
  let target: { profile: Ref; follower: Ref } | undefined;
  for (const profile of trending) {
    const response = await request.get(`/api/${profile.Type.toLowerCase()}/${profile.Id}/followers`);
    expect(response.status()).toBe(200);
    const [first] = (await response.json()) as { Profile: Ref }[];
    if (first) {
      target = { profile, follower: first.Profile };
      break;
    }
  }
  expect(target, 'a demo profile with a public follower').toBeDefined();
  if (!target) return;

  await page.goto(`/en/${target.profile.Nickname ?? target.profile.Id}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: target.profile.ProfileName })).toBeVisible();
  const section = page.getByTestId('profile-followers');
  await expect(section.getByRole('heading', { name: 'Followers' })).toBeVisible();
  await expect(section.getByText(/Fans who follow stay private/)).toBeVisible();
  const link = section.getByRole('link', { name: target.follower.ProfileName, exact: true });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: target.follower.ProfileName })).toBeVisible();
});
