/**
 * The event wizard's steps, in order; the step is the last URL segment of event-edit. "layout" is the
 * link-out point of the venue-layout editor. "media" (gallery, film details, stream) and "extras"
 * (performances, season tickets, tracking) come before the organizer info, which stays next to publishing.
 */
export const WIZARD_STEPS = [
  'basics',
  'dates',
  'place',
  'layout',
  'selling',
  'tickets',
  'lineup',
  'media',
  'extras',
  'organizer',
  'publish',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: string | undefined): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value ?? '');
}

/** Which step fixes a field the server names in FieldErrors (publish completeness, validation). */
const FIELD_STEP: Record<string, WizardStep> = {
  ProfileName: 'basics',
  Nickname: 'basics',
  About: 'basics',
  AboutRichText: 'basics',
  ProfilePicture: 'basics',
  ShareImage: 'basics',
  Categories: 'basics',
  Keywords: 'basics',
  Begin: 'dates',
  End: 'dates',
  OpenGate: 'dates',
  VenueRef: 'place',
  VenueId: 'place',
  CityId: 'place',
  AddressContact: 'place',
  LonLat: 'place',
  BeginSelling: 'selling',
  EndSelling: 'selling',
  SellingChannelInfo: 'selling',
  Currency: 'selling',
  LimitForOne: 'selling',
  CustomFrontendTexts: 'selling',
  TicketCategories: 'tickets',
  Lineup: 'lineup',
  Gallery: 'media',
  Image: 'media',
  MovieInfo: 'media',
  StreamSettings: 'media',
  PerformanceLabel: 'extras',
  PerformanceType: 'extras',
  TrackingProviders: 'extras',
  SeasonEventIds: 'extras',
  seasonId: 'extras',
  Responsible: 'organizer',
};

/** `SellingChannelInfo.Url` → selling; `Keywords.3` → basics; unknown fields → null. */
export function stepOfField(path: string): WizardStep | null {
  const [head = ''] = path.split('.');
  return FIELD_STEP[head] ?? null;
}
