import { type CheckEmailDomainResponse, CheckEmailDomainResponseSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** GET /utility/checkEmailDomain?email: 'NON_EXIST' when the domain cannot receive mail (spec 1 §5). */
export function checkEmailDomain(email: string): Promise<CheckEmailDomainResponse> {
  return apiRequest('/utility/checkEmailDomain', {
    query: { email },
    schema: CheckEmailDomainResponseSchema,
  });
}
