import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureCatalogPart } from '../../i18n/setup';
import type { CheckoutStageProps } from './components/CheckoutStage';

// Stage4 (forms, payment methods, fee lookups) and its texts load only when a buyer continues to payment.
const CheckoutStage = lazy(() =>
  Promise.all([import('./components/CheckoutStage'), ensureCatalogPart('checkout')]).then(([module]) => ({
    default: module.CheckoutStage,
  })),
);

/** Stage4 as the buy form mounts it (spec 2 §2): the checkout's own chunk and catalog part. */
export function CheckoutStageLazy(props: CheckoutStageProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('COMMON.LOADING')} />}>
      <CheckoutStage {...props} />
    </Suspense>
  );
}
