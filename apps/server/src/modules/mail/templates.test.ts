import { LANGUAGES } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { type MailKind, renderMail } from './templates';

const KINDS: MailKind[] = ['confirmation', 'passwordReset', 'emailChanged'];
const vars = { link: 'https://marquee.test/sk/confirm?id=1&token=a-b_c', email: 'jana<script>@mail.sk' };

describe('account mail templates', () => {
  it.each(KINDS)(
    '%s exists in all five languages, each different, with the link in text and HTML',
    (kind) => {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = renderMail(kind, language, vars);
        subjects.add(mail.subject);
        expect(mail.text).toContain(vars.link);
        expect(mail.html).toContain('href="https://marquee.test/sk/confirm?id=1&amp;token=a-b_c"');
        expect(mail.html).toContain(`<html lang="${language}">`);
      }
      expect(subjects.size).toBe(LANGUAGES.length);
    },
  );

  it('escapes the e-mail in HTML and keeps it readable in text', () => {
    const mail = renderMail('confirmation', 'en', vars);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('jana&lt;script&gt;@mail.sk');
    expect(mail.text).toContain('jana<script>@mail.sk');
  });

  it('uses real translations', () => {
    expect(renderMail('confirmation', 'cs', vars).subject).toMatch(/^Potvrďte svou e-mailovou adresu/);
    expect(renderMail('passwordReset', 'hu', vars).subject).toMatch(/^Jelszó visszaállítása/);
    expect(renderMail('emailChanged', 'de', vars).subject).toMatch(/^Ihre E-Mail-Adresse wurde geändert/);
  });
});
