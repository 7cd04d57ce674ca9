import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { showMinimumNotReached, useMinimumNotReached } from './coupon-store';

/** Spec 2 §2/§5: the coupon minimum count is not reached; lists the coupons with MinimumTicketsPerUser. */
export function MinimumCountDialog() {
  const { t } = useTranslation();
  const state = useMinimumNotReached();
  const close = () => showMinimumNotReached(null);
  return (
    <Modal
      opened={state !== null}
      onClose={close}
      centered
      title={t('COUPON.MINIMUM_DIALOG.TITLE')}
      closeButtonProps={{ 'aria-label': t('COUPON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Text mb="sm">{t('COUPON.MINIMUM_DIALOG.TEXT')}</Text>
      <List data-testid="coupon-minimum-list">
        {(state?.coupons ?? []).map((coupon) => (
          <List.Item key={coupon.Id}>
            {t('COUPON.MINIMUM_DIALOG.ITEM', {
              name: coupon.CouponName,
              count: coupon.MinimumTicketsPerUser ?? state?.minimum ?? 1,
            })}
          </List.Item>
        ))}
        {state && state.coupons.length === 0 && state.minimum !== null && (
          <List.Item>{t('COUPON.MINIMUM_HINT', { count: state.minimum })}</List.Item>
        )}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {t('COUPON.CLOSE')}
        </Button>
      </Group>
    </Modal>
  );
}
