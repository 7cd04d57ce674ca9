import type { UserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /account/setdefaultprofileclaim/{claimId}: makes the claim the default one (profile switch). */
export function setDefaultProfileClaim(claimId: string): Promise<UserInfo> {
  return apiRequest<UserInfo>(`/account/setdefaultprofileclaim/${encodeURIComponent(claimId)}`);
}

export const useSetDefaultProfileClaim = () => useMutation({ mutationFn: setDefaultProfileClaim });
