import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { VoucherTemplate } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getVoucherPreview } from '../api/get-voucher-preview';
import { couponKeys } from '../api/keys';
import { deleteVoucherTemplate, useVoucherTemplates } from '../api/voucher-templates';
import { formatDiscount } from '../model/discount';
import { VoucherTemplateModal } from './VoucherTemplateModal';

interface VoucherTemplatesSectionProps {
  eventId: string;
  eventName: string;
  currency: string;
  profileId: string;
  language: string;
  canEdit: boolean;
}

const money = (value: number, currency: string, language: string) =>
  formatDiscount({ DiscountType: 'Voucher', Value: value }, currency, language);

/** The selected event's voucher templates: list, create, edit, delete, and a sample voucher PDF. */
export function VoucherTemplatesSection(props: VoucherTemplatesSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useVoucherTemplates(props.eventId);
  const [editing, setEditing] = useState<VoucherTemplate | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponKeys.vouchers(props.eventId) });

  const remove = async (template: VoucherTemplate) => {
    setBusy(template.Id);
    setProblem(null);
    try {
      await deleteVoucherTemplate(props.eventId, template.Id);
      setConfirming(null);
      await refresh();
    } catch {
      setProblem(t('COUPONS_ADMIN.ERRORS.SAVE_FAILED'));
    } finally {
      setBusy(null);
    }
  };

  const preview = async () => {
    setBusy('preview');
    setProblem(null);
    try {
      const url = URL.createObjectURL(await getVoucherPreview(props.profileId, props.language));
      setPreviewUrl(url);
      // A blocked pop-up leaves the link below to open it by hand.
      window.open(url, '_blank');
    } catch {
      setProblem(t('COUPONS_ADMIN.ERRORS.PREVIEW_FAILED'));
    } finally {
      setBusy(null);
    }
  };

  const templates = query.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="voucher-templates-title">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="voucher-templates-title">
            {t('COUPONS_ADMIN.VOUCHERS.TITLE', { event: props.eventName })}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              loading={busy === 'preview'}
              onClick={() => void preview()}
              data-testid="voucher-preview"
            >
              {t('COUPONS_ADMIN.VOUCHERS.PREVIEW')}
            </Button>
            {props.canEdit && (
              <Button onClick={() => setEditing('new')} data-testid="voucher-new">
                {t('COUPONS_ADMIN.VOUCHERS.NEW')}
              </Button>
            )}
          </Group>
        </Group>
        {previewUrl && (
          <Text size="sm">
            <a href={previewUrl} target="_blank" rel="noreferrer">
              {t('COUPONS_ADMIN.VOUCHERS.OPEN_PREVIEW')}
            </a>
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {query.isPending ? (
          <Loader size="sm" aria-label={t('COUPONS_ADMIN.LOADING')} />
        ) : query.isError ? (
          <Group>
            <Text c="red">{t('COUPONS_ADMIN.ERRORS.LOAD_FAILED')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('COUPONS_ADMIN.RETRY')}
            </Button>
          </Group>
        ) : templates.length === 0 ? (
          <Text c="dimmed">{t('COUPONS_ADMIN.VOUCHERS.EMPTY')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {templates.map((template) => (
              <Paper component="li" key={template.Id} withBorder p="sm" data-testid="voucher-template">
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={600}>
                      {template.Name}{' '}
                      {template.Disabled && (
                        <Badge color="gray.7" variant="filled">
                          {t('COUPONS_ADMIN.STATUS.DISABLED')}
                        </Badge>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('COUPONS_ADMIN.VOUCHERS.SUMMARY', {
                        value: money(template.Value, template.Currency, props.language),
                        price: money(template.Price, template.Currency, props.language),
                        count: template.ValidityDays,
                      })}
                    </Text>
                  </div>
                  {props.canEdit && (
                    <Group gap={4}>
                      {confirming === template.Id ? (
                        <>
                          <Text size="sm">{t('COUPONS_ADMIN.VOUCHERS.CONFIRM_DELETE')}</Text>
                          <Button
                            size="compact-sm"
                            color="red"
                            loading={busy === template.Id}
                            onClick={() => void remove(template)}
                          >
                            {t('COUPONS_ADMIN.VOUCHERS.DELETE')}
                          </Button>
                          <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                            {t('COUPONS_ADMIN.CANCEL')}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setEditing(template)}
                            aria-label={t('COUPONS_ADMIN.TABLE.EDIT_NAMED', { name: template.Name })}
                          >
                            {t('COUPONS_ADMIN.TABLE.EDIT')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => setConfirming(template.Id)}
                            aria-label={t('COUPONS_ADMIN.VOUCHERS.DELETE_NAMED', { name: template.Name })}
                          >
                            {t('COUPONS_ADMIN.VOUCHERS.DELETE')}
                          </Button>
                        </>
                      )}
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <VoucherTemplateModal
          eventId={props.eventId}
          currency={props.currency}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Paper>
  );
}
