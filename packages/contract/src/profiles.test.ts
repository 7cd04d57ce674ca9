import { describe, expect, it } from 'vitest';
import { isValidPhone, isValidWebUrl, normalizeContacts, normalizeWebUrl } from './profile-contacts';
import { categoryIdsOf, ProfileInputSchema, ProfileSchema } from './profile-schemas';
import { PROFILE_TYPES, profileTypeSegment } from './profile-types';
import {
  initialProfileRole,
  isOrganizerProfile,
  isVerifiedProfile,
  nicknameProblem,
  PROFILE_TYPE_SEGMENTS,
  profileTypeFromSegment,
  subtypeFitsType,
  WEB_CONTACT_TYPES,
} from './profiles';
import { isStoredImageUrl, matchesImageRatio } from './uploads';

describe('profile types and path segments', () => {
  it('has the 15 spec types and 12 web contact types', () => {
    expect(PROFILE_TYPES).toHaveLength(15);
    expect(WEB_CONTACT_TYPES).toHaveLength(12);
    expect(PROFILE_TYPE_SEGMENTS).toContain('dancegroupprofile');
  });

  it('maps lowercase segments (any case) to types and back', () => {
    for (const type of PROFILE_TYPES) expect(profileTypeFromSegment(profileTypeSegment(type))).toBe(type);
    expect(profileTypeFromSegment('PromoterProfile')).toBe('PromoterProfile');
    expect(profileTypeFromSegment('buildingprofile')).toBe('BuildingProfile');
    for (const bad of ['', 'event', 'promoter', 'venueprofile', 'visitorprofiles', 'utility'])
      expect(profileTypeFromSegment(bad)).toBeNull();
  });

  it('IsOrganizer: everything but the visitor profile', () => {
    expect(isOrganizerProfile('VisitorProfile')).toBe(false);
    expect(PROFILE_TYPES.filter(isOrganizerProfile)).toHaveLength(14);
    expect(isOrganizerProfile('Nonsense')).toBe(false);
  });

  it('IsVerified: an artist type other than ArtistProfile whose role is not Pending', () => {
    expect(isVerifiedProfile({ Type: 'BandProfile', Role: 'Confirmed' })).toBe(true);
    expect(isVerifiedProfile({ Type: 'PerformerProfile', Role: 'Confirmed' })).toBe(true);
    expect(isVerifiedProfile({ Type: 'BandProfile', Role: 'Pending' })).toBe(false);
    expect(isVerifiedProfile({ Type: 'ArtistProfile', Role: 'Confirmed' })).toBe(false);
    expect(isVerifiedProfile({ Type: 'PromoterProfile', Role: 'Confirmed' })).toBe(false);
    expect(isVerifiedProfile({ Type: 'VisitorProfile', Role: 'Confirmed' })).toBe(false);
  });

  it('new performers start Pending so the badge is never self-granted', () => {
    expect(initialProfileRole('BandProfile')).toBe('Pending');
    expect(initialProfileRole('PromoterProfile')).toBe('Confirmed');
  });

  it('subtypes fit their types', () => {
    expect(subtypeFitsType('BuildingProfile', 'Cinema')).toBe(true);
    expect(subtypeFitsType('BuildingProfile', 'Band')).toBe(false);
    expect(subtypeFitsType('BandProfile', 'Band')).toBe(true);
    expect(subtypeFitsType('PromoterProfile', 'Hall')).toBe(false);
    expect(subtypeFitsType('PromoterProfile', null)).toBe(true);
  });
});

describe('nicknames', () => {
  it('accepts slugs and refuses reserved web paths, languages, bad formats and uuids', () => {
    expect(nicknameProblem('marquee-live')).toBeNull();
    expect(nicknameProblem('dj.kovi_2')).toBeNull();
    for (const reserved of [
      'ticketing',
      'Survey',
      'dashboard',
      'info',
      'events',
      'article',
      'stream',
      'error',
      'signin',
      'uploads',
    ])
      expect(nicknameProblem(reserved), reserved).toBe('RESERVED');
    for (const bad of ['sk', 'en', 'a', '-abc', 'abc-', 'with space', 'ábc', 'a/b', 'x'.repeat(51)])
      expect(nicknameProblem(bad), bad).not.toBeNull();
    expect(nicknameProblem('8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('FORMAT');
  });
});

describe('web links', () => {
  it('adds http:// when the prefix is missing and keeps http(s)', () => {
    expect(normalizeWebUrl('example.com')).toBe('http://example.com');
    expect(normalizeWebUrl('  www.youtube.com/watch?v=1 ')).toBe('http://www.youtube.com/watch?v=1');
    expect(normalizeWebUrl('https://example.com')).toBe('https://example.com');
    expect(normalizeWebUrl('HTTP://Example.com')).toBe('http://Example.com');
    expect(normalizeWebUrl('//cdn.example.com/x')).toBe('http://cdn.example.com/x');
    expect(normalizeWebUrl('   ')).toBe('');
  });

  it('validates the result', () => {
    expect(isValidWebUrl('http://example.com')).toBe(true);
    expect(isValidWebUrl(normalizeWebUrl('javascript:alert(1)'))).toBe(false);
    expect(isValidWebUrl('http://nodot')).toBe(false);
    expect(isValidWebUrl('http://exa mple.com')).toBe(false);
    expect(isValidWebUrl('ftp://example.com')).toBe(false);
  });

  it('phones: 6–15 digits with separators and an optional +', () => {
    expect(isValidPhone('+421 2 5443 1200')).toBe(true);
    expect(isValidPhone('(02) 123-456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
  });
});

describe('normalizeContacts', () => {
  it('drops empty contacts, trims, prefixes links and reports problems by input index', () => {
    const { contacts, fieldErrors } = normalizeContacts([
      { Kind: 'email', EmailAddress: ' info@band.example ', Private: true },
      { Kind: 'email', EmailAddress: '   ' },
      { Kind: 'web', Url: 'band.example', WebContactType: 'Homepage' },
      { Kind: 'phone', Number: '' },
      { Kind: 'phone', Number: 'abc' },
      { Kind: 'email', EmailAddress: 'no-at-sign' },
      { Kind: 'address', AddressLine: 'Panská 14', City: 'Bratislava', Country: 'sk' },
      { Kind: 'address', AddressLine: '', City: '', Zip: '', Country: '' },
      { Kind: 'web', Url: 'not a url' },
    ]);
    expect(contacts).toEqual([
      { Kind: 'email', EmailAddress: 'info@band.example', Private: true },
      { Kind: 'web', Url: 'http://band.example', WebContactType: 'Homepage', Private: false },
      { Kind: 'phone', Number: 'abc', Private: false },
      { Kind: 'email', EmailAddress: 'no-at-sign', Private: false },
      { Kind: 'address', AddressLine: 'Panská 14', City: 'Bratislava', Country: 'SK', Private: false },
      { Kind: 'web', Url: 'http://not a url', WebContactType: 'Unknown', Private: false },
    ]);
    expect(fieldErrors).toEqual({
      'Contacts.4.Number': ['PHONE_INVALID'],
      'Contacts.5.EmailAddress': ['EMAIL_INVALID'],
      'Contacts.8.Url': ['INVALID_VALUE'],
    });
  });

  it('requires street and city of an address with any value', () => {
    const { fieldErrors } = normalizeContacts([
      { Kind: 'address', AddressLine: '', City: '', Zip: '811 01', Country: 'XX1' },
    ]);
    expect(fieldErrors).toEqual({
      'Contacts.0.AddressLine': ['FIELD_REQUIRED'],
      'Contacts.0.City': ['FIELD_REQUIRED'],
      'Contacts.0.Country': ['CHOOSE_OPTION_REQUIRED'],
    });
  });
});

describe('schemas', () => {
  it('profile input: name of at least 2 characters, at most 10 genres', () => {
    expect(ProfileInputSchema.safeParse({ ProfileName: 'A' }).success).toBe(false);
    expect(ProfileInputSchema.safeParse({ ProfileName: 'AB' }).success).toBe(true);
    const genre = '8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(
      ProfileInputSchema.safeParse({ ProfileName: 'AB', Categories: Array(11).fill(genre) }).success,
    ).toBe(false);
    expect(categoryIdsOf([genre, { Id: genre }])).toEqual([genre]);
  });

  it('the profile view parses a sample', () => {
    const profile = {
      Id: 'p',
      ProfileName: 'Band',
      Type: 'BandProfile',
      Subtype: 'Band',
      Nickname: null,
      ClaimId: null,
      Role: 'Confirmed',
      IsVerified: true,
      IsOrganizer: true,
      IsBlogger: false,
      IsFollowing: false,
      FollowersCount: 1,
      FollowingCount: 0,
      PromoterSince: null,
      Country: 'SK',
      CityId: null,
      Hometown: null,
      LonLat: null,
      AddressContact: null,
      Birthday: null,
      Gender: null,
      About: null,
      AboutRichText: null,
      ProfilePicture: null,
      Contacts: [{ Id: 'c', Kind: 'web', Url: 'http://x.sk', WebContactType: 'Homepage', Private: false }],
      Categories: [],
      EmbeddedCodes: [],
      AllowVisitorPosts: false,
      HasResponsible: false,
      ExternalProviders: [],
      ExtraSettings: {
        CustomFrontendSettings: { BatchCouponsEnabled: false, SeasonTicketEventEnabled: false },
      },
    };
    expect(ProfileSchema.parse(profile).Contacts).toHaveLength(1);
  });
});

describe('image rules', () => {
  it('ratios 1:1 and 2:1 within 3 %', () => {
    expect(matchesImageRatio(800, 800)).toBe(true);
    expect(matchesImageRatio(1000, 985)).toBe(true);
    expect(matchesImageRatio(1200, 600)).toBe(true);
    expect(matchesImageRatio(1200, 630)).toBe(false);
    expect(matchesImageRatio(800, 600)).toBe(false);
    expect(matchesImageRatio(0, 600)).toBe(false);
  });

  it('only our upload and demo URLs may be stored as pictures', () => {
    expect(isStoredImageUrl(`/uploads/images/ab/${'ab'.repeat(32)}.jpg`)).toBe(true);
    expect(isStoredImageUrl('/demo/images/profile-dj-kovi.svg')).toBe(true);
    expect(isStoredImageUrl('https://evil.example/x.jpg')).toBe(false);
    expect(isStoredImageUrl('/uploads/../secrets/auth-secret')).toBe(false);
  });
});
