// The create/edit profile form's model: which fields each flow and step has, how they validate,
// and how values map to and from the API's Profile. Pure functions; the page renders them.
import {
  type ContactInput,
  NAME_MIN_LENGTH,
  nicknameProblem,
  normalizeContacts,
  type Profile,
  ProfileInputSchema,
  type ProfileSubtype,
  type ProfileType,
  type WebContactType,
} from '@marquee/contract';
import type { PictureValue } from '../../../components/image/ProfilePictureField';
import { checkValue, type FieldErrors, serverFieldErrors } from '../../../lib/forms/validation';
import type { CityValue } from '../components/CityPicker';
import { type CreateProfileFlow, FLOW_DEFAULT_TYPE } from '../components/profile-flows';

/** Artist profile types a performer may choose (spec 1 §3). */
export const PERFORMER_TYPES: ProfileType[] = [
  'PerformerProfile',
  'BandProfile',
  'DancerProfile',
  'DanceGroupProfile',
  'ComedianProfile',
  'ComedyShowProfile',
  'ActorProfile',
  'ArtistProfile',
];
export const VENUE_TYPES: ProfileType[] = ['BuildingProfile', 'FestivalProfile'];

/** The public contacts the organizer form offers (spec 3 §3): e-mail, phone, homepage, Facebook, Instagram. */
export const CONTACT_FIELDS = [
  'contactEmail',
  'contactPhone',
  'contactHomepage',
  'contactFacebook',
  'contactInstagram',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const WEB_FIELD_TYPE: Partial<Record<ContactField, WebContactType>> = {
  contactHomepage: 'Homepage',
  contactFacebook: 'Facebook',
  contactInstagram: 'Instagram',
};

export interface ProfileFormValues extends Record<string, unknown> {
  type: ProfileType;
  name: string;
  nickname: string;
  subtype: ProfileSubtype | null;
  city: CityValue | null;
  genres: string[];
  about: string;
  picture: PictureValue | null;
  contactEmail: string;
  contactPhone: string;
  contactHomepage: string;
  contactFacebook: string;
  contactInstagram: string;
}
export type Field = Extract<keyof ProfileFormValues, string>;

export const STEP_FIELDS: Field[][] = [
  ['name', 'nickname', 'type', 'subtype'],
  ['city', 'genres', 'about', 'picture'],
  [...CONTACT_FIELDS],
];

export function stepsOf(flow: CreateProfileFlow): number {
  return flow === 'visitor' ? 2 : 3;
}

/** The contacts the form edits, in CONTACT_FIELDS order, plus the field each came from. */
export function contactsOf(values: ProfileFormValues, existing: Profile | null) {
  const fields: ContactField[] = [];
  const contacts: ContactInput[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    const webType = WEB_FIELD_TYPE[field];
    fields.push(field);
    if (field === 'contactEmail') contacts.push({ Kind: 'email', EmailAddress: value, Private: false });
    else if (field === 'contactPhone') contacts.push({ Kind: 'phone', Number: value, Private: false });
    else if (webType) contacts.push({ Kind: 'web', Url: value, WebContactType: webType, Private: false });
  }
  // Contacts the form does not show are sent back unchanged (PUT replaces the whole list).
  const shown = new Set(existing ? Object.values(prefillContacts(existing)).map((c) => c?.Id) : []);
  const kept = (existing?.Contacts ?? []).filter((contact) => !shown.has(contact.Id)) as ContactInput[];
  return { fields, contacts: [...contacts, ...kept] };
}

export function prefillContacts(
  profile: Profile,
): Partial<Record<ContactField, Profile['Contacts'][number]>> {
  const pick = (test: (c: Profile['Contacts'][number]) => boolean) =>
    profile.Contacts.find((c) => !c.Private && test(c));
  return {
    contactEmail: pick((c) => c.Kind === 'email'),
    contactPhone: pick((c) => c.Kind === 'phone'),
    contactHomepage: pick((c) => c.Kind === 'web' && c.WebContactType === 'Homepage'),
    contactFacebook: pick((c) => c.Kind === 'web' && c.WebContactType === 'Facebook'),
    contactInstagram: pick((c) => c.Kind === 'web' && c.WebContactType === 'Instagram'),
  };
}

export function contactValue(contact: Profile['Contacts'][number] | undefined): string {
  if (!contact) return '';
  if (contact.Kind === 'email') return contact.EmailAddress;
  if (contact.Kind === 'phone') return contact.Number;
  if (contact.Kind === 'web') return contact.Url;
  return '';
}

export function validateProfile(flow: CreateProfileFlow, values: ProfileFormValues): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const name = checkValue(ProfileInputSchema.shape.ProfileName, values.name);
  if (name) errors.name = values.name.trim() ? name : { key: 'FIELD_REQUIRED' };
  if (flow !== 'visitor' && values.nickname.trim()) {
    const problem = nicknameProblem(values.nickname.trim());
    if (problem) errors.nickname = { key: problem === 'RESERVED' ? 'NICKNAME_RESERVED' : 'NICKNAME_FORMAT' };
  }
  const { fields, contacts } = contactsOf(values, null);
  const found = normalizeContacts(contacts.slice(0, fields.length)).fieldErrors;
  for (const [path, keys] of Object.entries(found)) {
    const index = Number(path.split('.')[1]);
    const field = fields[index];
    if (field && keys[0]) errors[field] = { key: keys[0] };
  }
  return errors;
}

/** Server FieldErrors paths → fields (contacts by their position in what was sent). */
export function mapServerErrors(error: Record<string, string[]> | undefined, contactFields: ContactField[]) {
  const map: Record<string, Field> = {
    ProfileName: 'name',
    Nickname: 'nickname',
    Subtype: 'subtype',
    About: 'about',
    ProfilePicture: 'picture',
    CityId: 'city',
    Categories: 'genres',
  };
  contactFields.forEach((field, index) => {
    for (const key of ['EmailAddress', 'Number', 'Url']) map[`Contacts.${index}.${key}`] = field;
  });
  return serverFieldErrors(error, map, { name: NAME_MIN_LENGTH });
}

export function initialValues(flow: CreateProfileFlow, existing: Profile | null): ProfileFormValues {
  const contacts = existing ? prefillContacts(existing) : {};
  return {
    type: existing?.Type ?? FLOW_DEFAULT_TYPE[flow],
    name: existing?.ProfileName ?? '',
    nickname: existing?.Nickname ?? '',
    subtype: existing?.Subtype ?? null,
    city: existing?.CityId ? { Id: existing.CityId, Label: existing.Hometown ?? existing.CityId } : null,
    genres: existing?.Categories.map((genre) => genre.Id) ?? [],
    about: existing?.About ?? '',
    picture: null,
    contactEmail: contactValue(contacts.contactEmail),
    contactPhone: contactValue(contacts.contactPhone),
    contactHomepage: contactValue(contacts.contactHomepage),
    contactFacebook: contactValue(contacts.contactFacebook),
    contactInstagram: contactValue(contacts.contactInstagram),
  };
}
