import { describe, expect, it } from 'vitest';
import { createEmailDomainChecker } from './email-domain';

// Only the offline rules: nothing here may touch DNS (production lookups happen after these checks).
describe('checkEmailDomain rules', () => {
  const dev = createEmailDomainChecker({ production: false });
  const prod = createEmailDomainChecker({ production: true });

  it('knows real TLDs, including IDN ones, and refuses made-up ones', async () => {
    expect(await dev('a@firma.sk')).toBe('OK');
    expect(await dev('a@firma.photography')).toBe('OK');
    expect(await dev('a@пример.рф')).toBe('OK');
    expect(await dev('a@gmail.con')).toBe('NON_EXIST');
    expect(await dev('a@seznam.cy')).toBe('OK');
    expect(await dev('a@mail.zz')).toBe('NON_EXIST');
  });

  it('treats .invalid as never existing, and reserved names as NON_EXIST in production only', async () => {
    for (const check of [dev, prod]) expect(await check('a@x.invalid')).toBe('NON_EXIST');
    for (const email of ['demo@marquee.test', 'a@example.com', 'a@host.localhost', 'a@foo.example']) {
      expect(await dev(email)).toBe('OK');
      expect(await prod(email)).toBe('NON_EXIST');
    }
  });
});
