import { Box, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureCatalogPart } from '../../../../i18n/setup';
import type { CheckoutStageProps } from './CheckoutStage';

// Stage4 (forms, payment methods, fee lookups) and its texts load only when a buyer continues to payment.
const CheckoutStage = lazy(() =>
  Promise.all([import('./CheckoutStage'), ensureCatalogPart('checkout')]).then(([module]) => ({
    default: module.CheckoutStage,
  })),
);

/**
 * Stage4 as the buy form mounts it (spec 2 §2): the checkout's own chunk and catalog part. While they
 * load, the placeholder is a screen tall: stage4 (contact, buyer, payment, agreements, summary) is taller
 * than a phone's screen, so the sections below the form stay below the fold instead of rising into view
 * under a small loader and being pushed out again when the form arrives (layout shift, CLS).
 */
export function CheckoutStageLazy(props: CheckoutStageProps) {
  const { t } = useTranslation();
  const placeholder = (
    <Box mih="100dvh" data-testid="checkout-loading">
      <Loader size="sm" aria-label={t('COMMON.LOADING')} />
    </Box>
  );
  return (
    <Suspense fallback={placeholder}>
      <CheckoutStage {...props} />
    </Suspense>
  );
}
