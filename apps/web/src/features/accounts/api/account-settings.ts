import type { Language, UserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { applyUser } from '../../../lib/session/session-store';

export type NewsletterKind = 'newsletter' | 'features';

/**
 * PATCH /account/accountsettings/newsletter?enabled and PATCH
 * /account/accountsettings/MarqueeFeaturesNewsletter?enabled (the spec's {product}FeaturesNewsletter).
 */
export function updateNewsletter({
  kind,
  enabled,
}: {
  kind: NewsletterKind;
  enabled: boolean;
}): Promise<UserInfo> {
  const path = kind === 'newsletter' ? 'newsletter' : 'MarqueeFeaturesNewsletter';
  return apiRequest<UserInfo>(`/account/accountsettings/${path}`, { method: 'PATCH', query: { enabled } });
}

export const useUpdateNewsletter = () => useMutation({ mutationFn: updateNewsletter, onSuccess: applyUser });

/** PUT /account/accountsettings/language {Language}: the language of the account's e-mails. */
export function updateAccountLanguage(language: Language): Promise<UserInfo> {
  return apiRequest<UserInfo>('/account/accountsettings/language', {
    method: 'PUT',
    body: { Language: language },
  });
}

export const useUpdateAccountLanguage = () =>
  useMutation({ mutationFn: updateAccountLanguage, onSuccess: applyUser });
