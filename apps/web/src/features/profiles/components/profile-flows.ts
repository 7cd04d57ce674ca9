import { isArtistProfileType, type ProfileType } from '@marquee/contract';
import type { RouteName } from '../../../lib/routing/routes';

/** The four creation flows (spec 1 §2 create-profile.*) and the profile type each creates. */
export const CREATE_PROFILE_FLOWS = ['visitor', 'promoter', 'performer', 'building'] as const;
export type CreateProfileFlow = (typeof CREATE_PROFILE_FLOWS)[number];

export const FLOW_ROUTE: Record<CreateProfileFlow, RouteName> = {
  visitor: 'create-profile.visitor',
  promoter: 'create-profile.promoter',
  performer: 'create-profile.performer',
  building: 'create-profile.building',
};

export const FLOW_OF_ROUTE: Partial<Record<RouteName, CreateProfileFlow>> = {
  'create-profile.visitor': 'visitor',
  'create-profile.promoter': 'promoter',
  'create-profile.performer': 'performer',
  'create-profile.building': 'building',
};

/** The profile type a flow creates by default; performers pick their artist type in the form. */
export const FLOW_DEFAULT_TYPE: Record<CreateProfileFlow, ProfileType> = {
  visitor: 'VisitorProfile',
  promoter: 'PromoterProfile',
  performer: 'PerformerProfile',
  building: 'BuildingProfile',
};

/** The flow that edits a profile of the type (edit profile in the profile menu). */
export function flowOfType(type: string): CreateProfileFlow {
  if (type === 'VisitorProfile') return 'visitor';
  if (type === 'BuildingProfile' || type === 'FestivalProfile') return 'building';
  if (isArtistProfileType(type)) return 'performer';
  return 'promoter';
}
