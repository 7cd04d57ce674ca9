import {
  type Profile,
  type ProfileInput,
  ProfileSchema,
  type ProfileType,
  profileTypeSegment,
} from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /{type}: a new profile of the type, claimed by the signed-in user (409 PROFILE.VISITOR_EXISTS…). */
export function createProfile({ type, input }: { type: ProfileType; input: ProfileInput }): Promise<Profile> {
  return apiRequest(`/${profileTypeSegment(type)}`, { method: 'POST', body: input, schema: ProfileSchema });
}

export const useCreateProfile = () =>
  useMutation({ mutationFn: createProfile, meta: { handlesErrors: true } });
