import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** DELETE /account/: removes the signed-in user's personal data and ends every session. */
export function deleteAccount(): Promise<void> {
  return apiRequest<void>('/account/', { method: 'DELETE' });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
