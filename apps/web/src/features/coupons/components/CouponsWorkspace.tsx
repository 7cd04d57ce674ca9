import { Alert, Button, Container, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Coupon } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedState } from '../../../components/content/LoadFailed';
import { PageLoading } from '../../../components/content/PageLoading';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WorkspaceHeader } from '../../../components/WorkspaceHeader';
import { useLanguage } from '../../../lib/routing/hooks';
import { useSession } from '../../../lib/session/session-store';
import { useActiveClaim } from '../../organizer';
import { useCouponEvents } from '../api/get-coupon-events';
import { useCoupons } from '../api/get-coupons';
import { couponKeys } from '../api/keys';
import { updateCoupon } from '../api/save-coupon';
import { matchesText } from '../model/coupon-table';
import { BulkGenerateModal } from './BulkGenerateModal';
import { CouponFormModal } from './CouponFormModal';
import { CouponTable } from './CouponTable';
import { eventOption } from './form/ScopeFields';
import { VoucherTemplatesSection } from './VoucherTemplatesSection';

type Dialog = { kind: 'form'; coupon: Coupon | null } | { kind: 'bulk' } | null;

/** Coupon table with event and text filters, the coupon form, bulk codes and the event's voucher templates. */
export function CouponsWorkspace() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { profile: active } = useSession();
  const claim = useActiveClaim();
  useDocumentTitle(t('COUPONS_ADMIN.TITLE'));
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [text] = useDebouncedValue(search, 200);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const profile = { Id: active?.Id ?? '', Type: active?.Type ?? '' };
  const coupons = useCoupons(profile, eventId);
  const events = useCouponEvents(profile.Id);
  const canEdit = claim?.Role !== 'StatisticsViewer';
  const eventList = events.data ?? [];
  const selectedEvent = eventList.find((e) => e.Id === eventId) ?? null;
  const shown = (coupons.data?.Items ?? []).filter((c) => matchesText(c, text));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const refresh = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });

  const toggle = async (coupon: Coupon) => {
    setBusyId(coupon.Id);
    setProblem(null);
    try {
      // Coupons are never deleted (spec 3 §4): disabling is an update with Disabled true.
      await updateCoupon(profile, coupon.Id, { Disabled: !coupon.Disabled });
      toasts.show(
        t(coupon.Disabled ? 'COUPONS_ADMIN.ENABLED' : 'COUPONS_ADMIN.DISABLED', {
          name: coupon.Code ?? coupon.CouponName,
        }),
      );
      await refresh();
    } catch {
      setProblem(t('COUPONS_ADMIN.ERRORS.SAVE_FAILED'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <WorkspaceHeader
          title={t('COUPONS_ADMIN.TITLE')}
          intro={t('COUPONS_ADMIN.INTRO', { name: active?.ProfileName ?? '' })}
          action={
            canEdit && (
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={() => setDialog({ kind: 'bulk' })}
                  data-testid="coupon-bulk"
                >
                  {t('COUPONS_ADMIN.BULK.OPEN')}
                </Button>
                <Button onClick={() => setDialog({ kind: 'form', coupon: null })} data-testid="coupon-new">
                  {t('COUPONS_ADMIN.NEW')}
                </Button>
              </Group>
            )
          }
        />
        <Group grow align="flex-end" wrap="wrap" role="search" aria-label={t('COUPONS_ADMIN.TITLE')}>
          <Select
            label={t('COUPONS_ADMIN.FILTER.EVENT')}
            placeholder={t('COUPONS_ADMIN.FILTER.ALL_EVENTS')}
            data={eventList.map((event) => eventOption(event, language))}
            value={eventId}
            onChange={(value) => setParam('eventId', value)}
            clearable
            searchable
            nothingFoundMessage={t('COUPONS_ADMIN.FORM.NO_EVENTS')}
            miw={220}
            data-testid="coupon-filter-event"
          />
          <TextInput
            type="search"
            label={t('COUPONS_ADMIN.FILTER.TEXT')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setParam('q', event.currentTarget.value || null);
            }}
            miw={200}
            data-testid="coupon-filter-text"
          />
        </Group>
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {coupons.isPending ? (
          <PageLoading />
        ) : coupons.isError ? (
          <LoadFailedState onRetry={() => void coupons.refetch()} retryLabel={t('COUPONS_ADMIN.RETRY')}>
            {t('COUPONS_ADMIN.ERRORS.LOAD_FAILED')}
          </LoadFailedState>
        ) : shown.length === 0 ? (
          <EmptyState>
            {(coupons.data?.Items.length ?? 0) > 0 || eventId
              ? t('COUPONS_ADMIN.NONE_MATCH')
              : t('COUPONS_ADMIN.EMPTY')}
          </EmptyState>
        ) : (
          <CouponTable
            key={`${eventId}|${text}`}
            coupons={shown}
            language={language}
            busyId={busyId}
            canEdit={canEdit}
            onEdit={(coupon) => setDialog({ kind: 'form', coupon })}
            onToggle={(coupon) => void toggle(coupon)}
          />
        )}
        {selectedEvent && (
          <VoucherTemplatesSection
            key={selectedEvent.Id}
            eventId={selectedEvent.Id}
            eventName={selectedEvent.ProfileName}
            currency={selectedEvent.Currency}
            profileId={profile.Id}
            language={language}
            canEdit={canEdit}
          />
        )}
      </Stack>
      {dialog?.kind === 'form' && (
        <CouponFormModal
          profile={profile}
          coupon={dialog.coupon}
          eventId={eventId}
          events={eventList}
          language={language}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            toasts.show(t('COUPONS_ADMIN.SAVED', { name: saved.Code ?? saved.CouponName }));
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'bulk' && (
        <BulkGenerateModal
          profile={profile}
          eventId={eventId}
          events={eventList}
          language={language}
          onClose={() => setDialog(null)}
          onGenerated={() => void refresh()}
        />
      )}
    </Container>
  );
}
