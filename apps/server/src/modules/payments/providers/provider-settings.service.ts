import type { ProviderCredential, ProviderCredentialBody } from '@marquee/contract';
import type { Db } from '../../../db/client';
import type { ProviderName } from '../../../db/schema/payment-providers';
import { AppError } from '../../../plugins/errors';
import { credentialValues, openSecrets, presentCredential } from './credentials';
import * as repo from './provider.repository';
import { type KeyRing, seal } from './sealing';

/** An organizer's provider credentials (issue 23); authorization (profile editors) is the routes'. */
export function createProviderSettings(deps: {
  db: Db;
  ring: KeyRing | null;
  publicUrl: string;
  platformStripe: boolean;
}) {
  const { db } = deps;
  const ring = () => {
    if (!deps.ring)
      throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'PAYMENTS_MASTER_KEY is not set on this server.');
    return deps.ring;
  };
  return {
    async list(profileId: string): Promise<ProviderCredential[]> {
      return (await repo.listCredentials(db, profileId)).map((r) => presentCredential(r, deps.publicUrl));
    },
    /** Creates or replaces; secrets left out are kept. Throws PAYMENT.CREDENTIALS_INVALID. */
    async put(
      profileId: string,
      provider: ProviderName,
      currency: string,
      body: ProviderCredentialBody,
    ): Promise<ProviderCredential> {
      const stored = (await repo.listCredentials(db, profileId)).find(
        (r) => r.provider === provider && r.currency === currency,
      );
      const values = credentialValues(ring(), provider, body, stored ?? null, deps.platformStripe);
      const row = await repo.upsertCredential(db, {
        organizerProfileId: profileId,
        provider,
        currency,
        enabled: body.Enabled ?? true,
        live: body.Live ?? false,
        ...values,
      });
      return presentCredential(row, deps.publicUrl);
    },
    /** Throws NOT_FOUND. */
    async remove(profileId: string, provider: ProviderName, currency: string): Promise<void> {
      if (!(await repo.deleteCredential(db, profileId, provider, currency)))
        throw new AppError('NOT_FOUND', 'No such provider settings.');
    },
    /** Re-seals every row with the ring's current key (after a rotation); returns how many changed. */
    async resealAll(): Promise<number> {
      const r = ring();
      let count = 0;
      for (const row of await repo.listAllCredentials(db)) {
        if (row.keyId === r.currentId) continue;
        const sealed = seal(r, JSON.stringify(openSecrets(r, row)));
        await repo.reseal(db, row.id, sealed.keyId, sealed.sealed);
        count++;
      }
      return count;
    },
  };
}
export type ProviderSettings = ReturnType<typeof createProviderSettings>;
