import { describe, expect, it } from 'vitest';
import { isLanguage, localize, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the base language of a regional tag', () => {
    expect(pickLanguage('sk-SK,sk;q=0.9')).toBe('sk');
    expect(pickLanguage('de-AT')).toBe('de');
    expect(pickLanguage('HU')).toBe('hu');
  });

  it('maps the web client\'s "cz" to Czech', () => {
    expect(pickLanguage('cz')).toBe('cs');
    expect(pickLanguage('cs-CZ,cs;q=0.9')).toBe('cs');
  });

  it('falls back to English for missing, unknown or garbage headers', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage(null)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('fr-FR,fr;q=0.9')).toBe('en');
    expect(pickLanguage(';;;,,q=abc')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
  });

  it('honours q-values over header order and skips q=0', () => {
    expect(pickLanguage('en;q=0.5,hu;q=0.9')).toBe('hu');
    expect(pickLanguage('fr,de;q=0.8,sk;q=0.9')).toBe('sk');
    expect(pickLanguage('sk;q=0,de;q=0.1')).toBe('de');
    // Equal quality keeps the header's order.
    expect(pickLanguage('cs;q=0.8,de;q=0.8')).toBe('cs');
  });
});

describe('isLanguage and localize', () => {
  it('knows the five interface languages', () => {
    expect(['en', 'sk', 'cs', 'de', 'hu'].every(isLanguage)).toBe(true);
    expect(isLanguage('cz')).toBe(false);
  });

  it('falls back to English for missing or empty variants', () => {
    expect(localize({ en: 'Music', sk: 'Hudba' }, 'sk')).toBe('Hudba');
    expect(localize({ en: 'Music', sk: '' }, 'sk')).toBe('Music');
    expect(localize({ en: 'Music' }, 'hu')).toBe('Music');
  });
});
