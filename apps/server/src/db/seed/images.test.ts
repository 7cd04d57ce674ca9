import { describe, expect, it } from 'vitest';
import { demoImageSvg, isDemoImageSlug } from './images';

describe('demoImageSvg', () => {
  it('renders the seeded title of a slug, deterministically', () => {
    const svg = demoImageSvg('event-luky-festival');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(svg).toContain('>Lúky Festival</text>');
    expect(demoImageSvg('event-luky-festival')).toBe(svg);
    expect(demoImageSvg('event-kolja')).not.toBe(svg);
  });

  it('draws profiles square and falls back to a humanized slug', () => {
    expect(demoImageSvg('profile-dj-kovi')).toContain('viewBox="0 0 600 600"');
    expect(demoImageSvg('venue-unknown-place')).toContain('>Unknown place</text>');
  });

  it('escapes markup in titles and wraps long ones', () => {
    const svg = demoImageSvg('x', '<b>Tom & Jerry</b> and a very long title that needs several lines to fit');
    expect(svg).toContain('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;');
    expect(svg.match(/<text x="600"/g)?.length).toBeGreaterThan(1);
  });

  it('accepts only safe slugs', () => {
    expect(isDemoImageSlug('event-luky-festival')).toBe(true);
    expect(isDemoImageSlug('../etc/passwd')).toBe(false);
    expect(isDemoImageSlug('Event')).toBe(false);
  });
});
