import { Badge, Button, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Coupon } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingOf, STATUS_OF_STATE, TABLE_PAGE_SIZE } from '../model/coupon-table';
import { formatDiscount } from '../model/discount';

interface CouponTableProps {
  coupons: Coupon[];
  language: string;
  /** The coupon whose enable/disable is on its way. */
  busyId: string | null;
  canEdit: boolean;
  onEdit: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatInstant(iso: string | null, language: string): string {
  if (!iso) return '—';
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/**
 * The organizer's coupons (spec 3 §2 "coupon table"). Coupons are never deleted (spec 3 §4): the row's
 * action disables or enables. Scrolls sideways on a phone rather than squeezing the columns.
 */
export function CouponTable({ coupons, language, busyId, canEdit, onEdit, onToggle }: CouponTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(coupons.length / TABLE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = coupons.slice((current - 1) * TABLE_PAGE_SIZE, current * TABLE_PAGE_SIZE);

  return (
    <Stack>
      <Table.ScrollContainer minWidth={880}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="coupon-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.NAME')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.CODE')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.TYPE')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.DISCOUNT')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.VALIDITY')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.REMAINING')}</Table.Th>
              <Table.Th>{t('COUPONS_ADMIN.TABLE.STATUS')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('COUPONS_ADMIN.TABLE.ACTIONS')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((coupon) => {
              const status = STATUS_OF_STATE[coupon.State];
              const label = coupon.Code ?? coupon.CouponName;
              return (
                <Table.Tr key={coupon.Id} data-testid="coupon-row" data-code={coupon.Code ?? ''}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {coupon.CouponName}
                    </Text>
                    {coupon.IsAdminOnly && (
                      <Text size="xs" c="dimmed">
                        {t('COUPONS_ADMIN.TABLE.ADMIN_ONLY')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {coupon.Code ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`COUPONS_ADMIN.TYPE.${coupon.Type}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t(`COUPONS_ADMIN.DISCOUNT_TYPE.${coupon.CouponDiscount.DiscountType}`)}
                    </Text>
                    <Text size="sm" fw={600} data-testid="coupon-discount">
                      {formatDiscount(coupon.CouponDiscount, coupon.Currency, language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {coupon.ValidFrom || coupon.ValidTill
                        ? `${formatInstant(coupon.ValidFrom, language)} – ${formatInstant(coupon.ValidTill, language)}`
                        : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid="coupon-remaining">
                    {coupon.CouponDiscount.DiscountType === 'Voucher' && coupon.RemainingCredit !== null
                      ? formatDiscount(
                          { DiscountType: 'Voucher', Value: coupon.RemainingCredit },
                          coupon.Currency,
                          language,
                        )
                      : remainingOf(coupon)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* Its label is an ellipsis box (min-content 0): without a minimum the table squeezes it. */}
                    <Badge
                      color={status.color}
                      variant="filled"
                      maw="none"
                      miw="max-content"
                      data-testid="coupon-status"
                    >
                      {t(status.key)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => onEdit(coupon)}
                          aria-label={t('COUPONS_ADMIN.TABLE.EDIT_NAMED', { name: label })}
                        >
                          {t('COUPONS_ADMIN.TABLE.EDIT')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          // Green text fails contrast on the striped rows; enabling uses the theme colour.
                          color={coupon.Disabled ? undefined : 'red'}
                          loading={busyId === coupon.Id}
                          onClick={() => onToggle(coupon)}
                          aria-label={t(
                            coupon.Disabled
                              ? 'COUPONS_ADMIN.TABLE.ENABLE_NAMED'
                              : 'COUPONS_ADMIN.TABLE.DISABLE_NAMED',
                            { name: label },
                          )}
                          data-testid="coupon-toggle"
                        >
                          {coupon.Disabled
                            ? t('COUPONS_ADMIN.TABLE.ENABLE')
                            : t('COUPONS_ADMIN.TABLE.DISABLE')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': t(`COUPONS_ADMIN.TABLE.PAGE_${control.toUpperCase()}`),
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
