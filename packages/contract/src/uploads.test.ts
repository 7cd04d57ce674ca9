import { describe, expect, it } from 'vitest';
import { fitsImageKind, IMAGE_KINDS, IMAGE_RULES, ImageUploadQuerySchema } from './uploads';

describe('image rules by kind (spec 1 §5, spec 3 §5)', () => {
  it('accepts the share image at 1200×630 and refuses it as a profile picture', () => {
    expect(fitsImageKind(1200, 630, 'share')).toBe(true);
    // The cropper rounds its pixel area: a pixel off either way still fits.
    expect(fitsImageKind(1199, 630, 'share')).toBe(true);
    expect(fitsImageKind(600, 315, 'share')).toBe(true);
    expect(fitsImageKind(1200, 630, 'profile')).toBe(false);
    expect(fitsImageKind(1200, 600, 'share')).toBe(false);
    expect(fitsImageKind(1200, 1200, 'share')).toBe(false);
  });

  it('profile and event pictures: 1:1 or 2:1; spot (1200×600) and article pictures: 2:1', () => {
    for (const kind of ['profile', 'event'] as const) {
      expect(fitsImageKind(500, 500, kind)).toBe(true);
      expect(fitsImageKind(1000, 500, kind)).toBe(true);
      expect(fitsImageKind(800, 600, kind)).toBe(false);
    }
    expect(fitsImageKind(1200, 600, 'spot')).toBe(true);
    expect(fitsImageKind(600, 600, 'spot')).toBe(false);
    expect(fitsImageKind(1200, 600, 'article')).toBe(true);
    expect(fitsImageKind(1200, 630, 'article')).toBe(false);
  });

  it('gallery images take any ratio', () => {
    expect(fitsImageKind(800, 600, 'gallery')).toBe(true);
    expect(fitsImageKind(300, 1000, 'gallery')).toBe(true);
  });

  it('every kind the cropper frames is a kind the server accepts at that frame', () => {
    for (const kind of IMAGE_KINDS) {
      const aspect = IMAGE_RULES[kind].cropAspect;
      if (aspect === null) continue;
      expect(fitsImageKind(Math.round(630 * aspect), 630, kind), kind).toBe(true);
    }
  });

  it('the upload query defaults to a profile picture', () => {
    expect(ImageUploadQuerySchema.parse({})).toEqual({ source: 'upload', kind: 'profile' });
    expect(ImageUploadQuerySchema.parse({ kind: 'share' }).kind).toBe('share');
    expect(ImageUploadQuerySchema.safeParse({ kind: 'poster' }).success).toBe(false);
  });
});
