import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { isApiRequestError } from '../../../lib/api/errors';

/** POST /account/userexist: true when an account uses the e-mail (200), false for 404 (auth step SIGNIN). */
export async function userExists(email: string): Promise<boolean> {
  try {
    await apiRequest('/account/userexist', { method: 'POST', body: { Email: email } });
    return true;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return false;
    throw error;
  }
}

export const useUserExists = () => useMutation({ mutationFn: userExists });
