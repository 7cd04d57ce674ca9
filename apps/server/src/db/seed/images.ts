import { createHash } from 'node:crypto';
import { ARTICLE_SEEDS } from './articles';
import { EVENT_SEEDS } from './events';
import { PROFILE_SEEDS } from './profiles';
import { SPOT_SEEDS } from './spots';

/*
 * Demo pictures: every seeded picture URL is /demo/images/<slug>.svg, rendered here on request, so the
 * demo needs no binary assets and no network. Same slug → same bytes (cacheable forever).
 */

let titles: Map<string, string> | undefined;

/** Slug → title of every seeded picture (events, profiles, articles, spots). */
function titleIndex(): Map<string, string> {
  if (!titles) {
    titles = new Map<string, string>();
    for (const p of PROFILE_SEEDS) titles.set(`profile-${p.key}`, p.name);
    for (const e of EVENT_SEEDS) titles.set(`event-${e.image ?? e.key}`, e.name);
    for (const a of ARTICLE_SEEDS) {
      titles.set(`article-${a.key}`, a.title);
      for (const [i, caption] of (a.gallery ?? []).entries())
        titles.set(`article-${a.key}-${i + 1}`, caption);
    }
    for (const s of SPOT_SEEDS) if (s.title) titles.set(`spot-${s.key}`, s.title);
  }
  return titles;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Greedy word wrap into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function humanize(slug: string): string {
  const words = slug.replace(/^(event|profile|article|spot|venue)-/, '').split('-');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Slugs are [a-z0-9-]; anything else is refused so the route can answer 404. */
export function isDemoImageSlug(slug: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,120}$/.test(slug);
}

/**
 * A pleasant deterministic gradient picture with the title: 1200×630 (the spec's share-image size) for
 * everything but profiles, which get a 600×600 square (profile pictures crop to 1:1).
 */
export function demoImageSvg(slug: string, title?: string): string {
  const label = title ?? titleIndex().get(slug) ?? humanize(slug);
  const hash = createHash('sha1').update(slug).digest();
  const hue = ((hash[0] ?? 0) * 256 + (hash[1] ?? 0)) % 360;
  const hue2 = (hue + 40 + ((hash[2] ?? 0) % 80)) % 360;
  const angle = (hash[3] ?? 0) % 2 === 0;
  const square = slug.startsWith('profile-');
  const width = square ? 600 : 1200;
  const height = square ? 600 : 630;
  const fontSize = square ? 54 : 68;
  const lines = wrap(label, square ? 14 : 24, 3);
  const lineHeight = fontSize * 1.15;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const circles = [4, 5, 6, 7].map((i) => {
    const cx = ((hash[i] ?? 0) / 255) * width;
    const cy = ((hash[i + 4] ?? 0) / 255) * height;
    const r = 80 + ((hash[i + 8] ?? 0) / 255) * (square ? 200 : 320);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.08"/>`;
  });
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${(top + i * lineHeight).toFixed(0)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${angle ? 1 : 0}">` +
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 45%)"/><stop offset="1" stop-color="hsl(${hue2}, 75%, 30%)"/>` +
    '</linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles.join('')}` +
    `<g font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${text}</g>` +
    `<text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.7">Marquee</text>` +
    '</svg>'
  );
}
