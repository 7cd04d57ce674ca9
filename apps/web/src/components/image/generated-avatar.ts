/**
 * A profile picture made from a name's initials on a colour, drawn in the browser: sign-up requires a
 * picture (spec 1 §5), and this one takes a tap instead of finding, uploading and cropping a photo. It is a
 * square PNG, which the server's profile-picture rules accept (JPEG or PNG, 1:1) like any upload.
 */

/** Dark enough for white initials (contrast ≥ 4.5:1); Mantine's shade 9 of each hue. */
const COLOURS = [
  '#5f3dc4',
  '#1864ab',
  '#087f5b',
  '#a61e4d',
  '#d9480f',
  '#2b8a3e',
  '#862e9c',
  '#364fc7',
  '#c92a2a',
  '#0b7285',
] as const;

/** Px of the generated square: large enough for any place a profile picture is shown, still a few kB. */
export const GENERATED_AVATAR_SIZE = 512;

function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
  }
  return Array.from(text);
}

/** Up to two initials: the first letters of the first and the last word ("Ľubomír Šťastný" → "ĽŠ"). */
export function initialsOf(name: string, locale?: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = [first, last].map((word) => (word ? (graphemes(word)[0] ?? '') : '')).join('');
  return initials.toLocaleUpperCase(locale);
}

/** The same name always gets the same colour. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0];
}

/** The picture as a PNG; rejects where the browser cannot draw (no canvas). */
export function generateAvatar(name: string, locale?: string): Promise<Blob> {
  const size = GENERATED_AVATAR_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas'));
  context.fillStyle = avatarColour(name);
  context.fillRect(0, 0, size, size);
  const initials = initialsOf(name, locale);
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  context.font = `600 ${Math.round(size * (initials.length > 1 ? 0.4 : 0.48))}px ${font}`;
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // Optical centre: capitals sit a little high on the middle baseline.
  context.fillText(initials, size / 2, size * 0.53);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No picture'))), 'image/png'),
  );
}
