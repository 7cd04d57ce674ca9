import {
  type Profile,
  type ProfileInput,
  ProfileSchema,
  type ProfileType,
  profileTypeSegment,
} from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface UpdateProfileArgs {
  type: ProfileType;
  id: string;
  input: ProfileInput;
}

/** PUT /{type}/{id}: fields left out keep their value; 403 unless the caller holds a claim on it. */
export function updateProfile({ type, id, input }: UpdateProfileArgs): Promise<Profile> {
  return apiRequest(`/${profileTypeSegment(type)}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: ProfileSchema,
  });
}

export const useUpdateProfile = () =>
  useMutation({ mutationFn: updateProfile, meta: { handlesErrors: true } });
