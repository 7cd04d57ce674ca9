import { describe, expect, it } from 'vitest';
import { isWizardStep, stepOfField, WIZARD_STEPS } from './wizard-steps';

describe('wizard steps', () => {
  it('keeps the organizer info right before publishing, after the media and extras steps', () => {
    expect(WIZARD_STEPS.slice(-5)).toEqual(['lineup', 'media', 'extras', 'organizer', 'publish']);
    expect(isWizardStep('media')).toBe(true);
    expect(isWizardStep('gallery')).toBe(false);
  });

  it('sends each new field to the step that edits it', () => {
    expect(stepOfField('MovieInfo.Movie.OriginalTitle')).toBe('media');
    expect(stepOfField('StreamSettings')).toBe('media');
    expect(stepOfField('Image')).toBe('media');
    expect(stepOfField('TrackingProviders.0.TrackingId')).toBe('extras');
    expect(stepOfField('PerformanceType')).toBe('extras');
    expect(stepOfField('seasonId')).toBe('extras');
    expect(stepOfField('SellingChannelInfo.Url')).toBe('selling');
    expect(stepOfField('Unknown')).toBeNull();
  });
});
