import { Alert } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedKind } from '../../../lib/routing/embed';
import {
  type CompletedPurchase,
  type PurchaseHost,
  PurchaseHostContext,
  PurchaseSection,
} from '../../ticketing';
import { postToHost } from '../model/host-messages';
import { useEmbed } from '../model/use-embed';
import { PurchaseDone } from './PurchaseDone';

/**
 * The purchase flow of an embed: the event page's buy form (stages, seat map, basket, checkout), with a
 * host that opens payments in a new window and, once the order is paid or reserved, shows the completed
 * state here and tells the framing page (`marquee:purchase-completed`).
 */
export function EmbedPurchase({ kind, event }: { kind: EmbedKind; event: EventDetail }) {
  const { t } = useTranslation();
  const { id } = useEmbed();
  const [done, setDone] = useState<CompletedPurchase | null>(null);
  const host = useMemo<PurchaseHost>(
    () => ({
      onCompleted: (purchase) => {
        setDone(purchase);
        postToHost({ type: 'marquee:purchase-completed', embed: kind, id, ...purchase });
      },
    }),
    [kind, id],
  );
  if (done) return <PurchaseDone purchase={done} onAgain={() => setDone(null)} />;
  if (event.VisibilitySettings.HidePurchaseForm)
    return <Alert variant="light">{t('EMBED.NOT_SOLD_HERE')}</Alert>;
  return (
    <PurchaseHostContext value={host}>
      <PurchaseSection event={event} />
    </PurchaseHostContext>
  );
}
