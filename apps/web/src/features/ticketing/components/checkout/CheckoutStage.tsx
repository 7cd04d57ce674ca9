import { Button, Divider, Group, Paper, Stack } from '@mantine/core';
import {
  type Basket,
  buyerFormRules,
  canPay,
  type EventDetail,
  finalPrice,
  normalizeBuyerInfo,
  type OrderStatus,
  type PayExtraData,
  type PaymentGate,
  payButtonKey,
  paymentNeeded,
} from '@marquee/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../../components/dialogs/DialogProvider';
import { isApiRequestError } from '../../../../lib/api/errors';
import { applyUser, useSession } from '../../../../lib/session/session-store';
import { changeGeneratedEmail, checkEmailDomain } from '../../../accounts';
import { purchaseReferral, tracking } from '../../../tracking';
import { checkoutKeys } from '../../api/checkout-keys';
import { paymentFeeQuery } from '../../api/get-payment-fee';
import { paymentMethodsQuery } from '../../api/get-payment-methods';
import { basketVouchersQuery } from '../../api/gift-vouchers';
import { ticketingKeys } from '../../api/keys';
import { pay } from '../../api/pay';
import { readStoredBasket, writeStoredBasket } from '../../model/basket-storage';
import {
  buyerInfoOf,
  contactModeOf,
  emptyValues,
  fromContractErrors,
  validate,
  visibleMethods,
} from '../../model/checkout-form';
import { inAppPath, nextStepOf, postForm } from '../../model/leave-for-payment';
import { usePurchaseHost } from '../../model/purchase-host';
import type { EventRegistration } from '../../model/registration-answers';
import { readResultQuery } from '../../model/result-page';
import { useCheckoutForm } from '../../model/use-checkout-form';
import { useTicketRegistration } from '../../model/use-ticket-registration';
import { useVoucherCredit } from '../../model/use-voucher-credit';
import { RegistrationModalLazy } from '../registration/RegistrationModalLazy';
import { AgreementsSection } from './AgreementsSection';
import { BuyerInfoSection } from './BuyerInfoSection';
import { type ContactNotice, ContactSection } from './ContactSection';
import { NewWindowPaymentStep } from './NewWindowPaymentStep';
import { PaymentMethods } from './PaymentMethods';
import { PaymentStepCard } from './PaymentStepCard';
import { PriceSummary } from './PriceSummary';
import { VoucherSection } from './VoucherSection';

export interface CheckoutStageProps {
  eventId: string;
  /** The event as the page has it: its TicketRegistration2 decides the registration modal (issue 19). */
  event?: EventDetail;
  basket: Basket;
  /** Back to the basket (stage3). */
  onBack: () => void;
  /** The buy form starts over at stage1 (tickets gone, or the bank opened in another tab). */
  onRestart: () => void;
  /** Paying a pay-in-place reservation online: the gates for that, without RESERVATION itself. */
  forReservationsPay?: boolean;
  excludedGates?: readonly PaymentGate[];
}

type Step =
  | { kind: 'card' | 'new-tab'; url: string; order: PayExtraData }
  /** In an embed (issue 22): every payment page opens in a new window. */
  | { kind: 'new-window'; url: string; formFields: Record<string, string> | null; order: PayExtraData }
  | null;

/**
 * Stage4 (spec 2 §2): contact e-mail, buyer info, agreements, payment method, price summary and pay;
 * then braintreeStage / the bank stages. Pay is allowed only per spec §5 (the contract's `canPay`); a
 * second click while a payment starts does nothing; nothing typed is lost on an error.
 */
export function CheckoutStage({
  eventId,
  event,
  basket,
  onBack,
  onRestart,
  forReservationsPay = false,
  excludedGates = [],
}: CheckoutStageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const host = usePurchaseHost();
  const mode = contactModeOf(user, basket.Email);
  const registration = useTicketRegistration(event, basket);
  // A voucher's credit pays part of the basket (the server takes it in the pay transaction).
  const vouchers = useVoucherCredit(basket);
  // Gift vouchers bought with the tickets are priced in; voucher credit never pays for them (server rule).
  const gifts = useQuery(basketVouchersQuery(basket.guid)).data?.TotalPrice ?? 0;
  const price = Math.round((Math.max(0, basket.TotalPrice - vouchers.total) + gifts) * 100) / 100;
  const currency = basket.Currency ?? 'EUR';
  const needed = paymentNeeded(price);

  const methodsQuery = useQuery(paymentMethodsQuery(basket.guid, forReservationsPay, needed));
  const methods = visibleMethods(methodsQuery.data ?? [], excludedGates);

  const [chosenGate, setChosenGate] = useState<PaymentGate | null>(null);
  // Spec 2 §4: the first gate is preselected; a choice that is no longer offered falls back to it.
  const gate = !needed
    ? null
    : chosenGate && methods.some((m) => m.Gate === chosenGate)
      ? chosenGate
      : (methods[0]?.Gate ?? null);
  const rules = buyerFormRules(gate);

  const form = useCheckoutForm(
    () => emptyValues(user !== null),
    (values) => validate({ ...values, gate }, mode, rules),
    t,
  );
  const { values } = form;

  const feeQuery = useQuery(
    paymentFeeQuery(gate ? { eventId, gate, price, currency, forReservationsPay } : null),
  );
  const feeLoading = (gate !== null && feeQuery.isFetching) || vouchers.loading;
  const fee = gate ? (feeQuery.data ?? 0) : 0;
  const total = finalPrice(price, fee);

  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<ContactNotice>(null);
  const [step, setStep] = useState<Step>(null);
  // A ref, not state: a double click arrives before React re-renders the disabled button.
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const payerEmail =
    mode === 'account' ? (user?.Email ?? null) : mode === 'basket' ? basket.Email : values.email;
  const formValid = Object.keys(form.errors).length === 0;
  const allowed = canPay({
    feeLoading,
    basketEmpty: basket.ItemCount === 0,
    loading,
    termsOfUse: values.termsOfUse,
    privacyPolicy: values.privacyPolicy,
    methodNeeded: needed,
    methodChosen: gate !== null,
    formValid,
    payerEmail,
  });

  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === basket.guid) return;
    started.current = basket.guid;
    tracking.initiateCheckout({ eventId, value: price, currency, count: basket.ItemCount });
  }, [basket.guid, basket.ItemCount, price, currency, eventId]);

  // After a refused attempt, the first field to fix takes focus (keyboard and screen-reader users).
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const fail = (error: unknown) => {
    if (!isApiRequestError(error)) return dialogs.showDefaultError();
    if (error.status === 410 || error.Code === 'TICKETS_NOT_AVAILABLE' || error.Code === 'BASKET_EMPTY') {
      dialogs.showInfo({
        type: 'warning',
        title: t('CHECKOUT.ERRORS.TICKETS_GONE_TITLE'),
        message: t('TICKETS_NOT_AVAILABLE'),
      });
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
      onRestart();
      return;
    }
    if (error.Code === 'BLOCKED_COUNTRY' || error.Code === 'MAXIMUM_ATTEMPTS_EXCEEDED') {
      dialogs.showInfo({
        type: 'warning',
        title: t('CHECKOUT.ERRORS.TITLE'),
        message: t(`CHECKOUT.ERRORS.${error.Code}`),
      });
      return;
    }
    if (error.Code === 'NOT_AUTHORIZED_PAY') {
      setNotice('EMAIL_TAKEN');
      return;
    }
    if (error.Code === 'AUTH.EMAIL_ALREADY_IN_USE') {
      form.setServerErrors({ email: 'EMAIL_TAKEN' });
      return;
    }
    // Refused answers reopen the registration modal on them (the rest of the form is fine then).
    if (error.Code === 'VALIDATION_FAILED' && registration.showServerErrors(error.FieldErrors ?? {})) return;
    const fields = fromContractErrors(error.FieldErrors ?? {});
    if (error.Code === 'VALIDATION_FAILED' && Object.keys(fields).length > 0) {
      form.setServerErrors(fields);
      setAttempts((n) => n + 1);
      return;
    }
    if (error.Code === 'PAYMENT_GATE_NOT_AVAILABLE') {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    }
    dialogs.showDefaultError();
  };

  // In an embed, a finished purchase goes to the host (no result page inside someone else's site).
  const completeInHost = useCallback(
    (status: Pick<OrderStatus, 'EventId' | 'VariableSymbol' | 'Result' | 'Count' | 'Total' | 'Currency'>) => {
      if (!host || (status.Result !== 'OK' && status.Result !== 'RESERVED')) return false;
      if (readStoredBasket()?.guid === basket.guid) writeStoredBasket(null);
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
      host.onCompleted({
        eventId: status.EventId,
        orderNumber: status.VariableSymbol,
        result: status.Result,
        tickets: status.Count,
        total: status.Total,
        currency: status.Currency,
      });
      return true;
    },
    [host, basket.guid, queryClient],
  );

  /** An embed: the result page of a free order or a reservation ends the purchase; anything else opens outside. */
  const leaveEmbedded = (url: string, formFields: Record<string, string> | null, order: PayExtraData) => {
    const path = formFields ? null : inAppPath(url, window.location.origin);
    const result = path ? readResultQuery(new URL(path, window.location.origin).searchParams) : null;
    if (
      result &&
      completeInHost({
        EventId: result.eventId,
        VariableSymbol: result.vs,
        Result: result.res,
        Count: result.count,
        Total: result.price,
        Currency: result.currency,
      })
    )
      return;
    setStep({ kind: 'new-window', url, formFields, order });
  };

  const leave = (url: string, formFields: Record<string, string> | null) => {
    void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
    if (formFields) return postForm(url, formFields);
    const path = inAppPath(url, window.location.origin);
    if (path) navigate(path);
    else window.location.assign(url);
  };

  const submit = () => {
    if (submitting.current) return;
    form.setAttempted(true);
    if (!allowed) {
      setAttempts((n) => n + 1);
      return;
    }
    // Spec 2 §4: registration first; only its completion (true) goes on to pay.
    if (registration.needed) registration.open();
    else void proceed(null);
  };

  const proceed = async (eventRegistration: EventRegistration | null) => {
    if (submitting.current) return;
    submitting.current = true;
    setLoading(true);
    setNotice(null);
    try {
      const typedEmail = values.email.trim();
      if (mode === 'guest' || mode === 'replace-generated') {
        // Spec 2 §5: an e-mail whose domain cannot receive mail is refused before any order is made.
        const domain = await checkEmailDomain(typedEmail).catch(() => 'OK' as const);
        if (domain !== 'OK') {
          setNotice('EMAIL_NOT_SUPPORTED');
          return;
        }
      }
      // Spec 2 §6: a social-generated account e-mail is replaced at purchase, so tickets can arrive.
      if (mode === 'replace-generated') applyUser(await changeGeneratedEmail(typedEmail));
      const answer = await pay({
        guid: basket.guid,
        mode: gate === 'RESERVATION' ? 'reserve' : 'pay',
        query: {
          EventId: eventId,
          NewEmail: mode === 'guest' ? typedEmail : undefined,
          phoneNumber: rules.extended && values.phone.trim() ? values.phone.trim() : undefined,
          // Issue 22: the link this buyer came through (last click within 30 days), for the organizer's statistics.
          referalId: purchaseReferral(eventId) ?? undefined,
        },
        body: {
          BuyerInfo: normalizeBuyerInfo(buyerInfoOf(values, rules), gate),
          Gdpr: {
            TermsOfUse: values.termsOfUse,
            PrivacyPolicy: values.privacyPolicy,
            NewsletterEnabled: values.newsletter,
          },
          EventRegistration: eventRegistration,
          PaymentGate: gate,
        },
      });
      const next = nextStepOf(answer);
      if (host) leaveEmbedded(next.url, next.kind === 'leave' ? next.formFields : null, answer.extraData);
      else if (next.kind === 'leave') leave(next.url, next.formFields);
      else setStep({ kind: next.kind, url: next.url, order: answer.extraData });
    } catch (error) {
      fail(error);
    } finally {
      submitting.current = false;
      setLoading(false);
    }
  };

  if (step?.kind === 'new-window') {
    return (
      <NewWindowPaymentStep
        guid={basket.guid}
        url={step.url}
        formFields={step.formFields}
        order={step.order}
        onCompleted={completeInHost}
        onBack={() => setStep(null)}
        onRestart={() => {
          void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
          onRestart();
        }}
      />
    );
  }
  if (step) {
    return (
      <PaymentStepCard
        kind={step.kind}
        url={step.url}
        order={step.order}
        onBack={() => setStep(null)}
        onProceed={() => {
          if (step.kind === 'card') return leave(step.url, null);
          // Spec 2 §4: once the bank has opened, the buy form returns to stage1.
          void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
          onRestart();
        }}
      />
    );
  }

  const payKey = payButtonKey(price);
  return (
    <>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        ref={formRef}
        noValidate
        aria-label={t('CHECKOUT.TITLE')}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <ContactSection
            mode={mode}
            knownEmail={mode === 'account' ? (user?.Email ?? null) : basket.Email}
            email={form.field('email')}
            emailConfirm={form.field('emailConfirm')}
            notice={notice}
          />
          <BuyerInfoSection
            rules={rules}
            field={form.field}
            asCompany={values.asCompany}
            onAsCompany={(value) => form.set('asCompany', value)}
          />
          {needed && (
            <PaymentMethods
              methods={methods}
              loading={methodsQuery.isLoading}
              failed={methodsQuery.isError}
              value={gate}
              error={form.errorOf('gate')}
              onChange={setChosenGate}
            />
          )}
          <AgreementsSection
            termsOfUse={values.termsOfUse}
            privacyPolicy={values.privacyPolicy}
            newsletter={values.newsletter}
            showNewsletter={!user?.Gdpr.NewsletterEnabled.Approved}
            termsError={form.errorOf('termsOfUse')}
            privacyError={form.errorOf('privacyPolicy')}
            onChange={(name, value) => form.set(name, value)}
          />
          {!forReservationsPay && (
            <VoucherSection eventId={eventId} basket={basket} uses={vouchers.uses} disabled={loading} />
          )}
          <Divider />
          <PriceSummary
            price={basket.TotalPrice}
            voucher={vouchers.total}
            gifts={gifts}
            fee={fee}
            total={total}
            currency={currency}
            feeLoading={feeLoading}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={onBack} disabled={loading}>
              {t('CHECKOUT.BACK_TO_BASKET')}
            </Button>
            <Button
              type="submit"
              loading={loading}
              disabled={feeLoading || basket.ItemCount === 0 || (needed && gate === null)}
              data-testid="checkout-pay"
            >
              {t(`CHECKOUT.${payKey}`)}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {event && registration.needed && registration.settings && (
        <RegistrationModalLazy
          event={event}
          opened={registration.opened}
          settings={registration.settings}
          blocks={registration.blocks}
          globalIds={registration.globalIds}
          draft={registration.draft}
          onDraft={registration.setDraft}
          serverErrors={registration.serverErrors}
          payLabel={t(`CHECKOUT.${payKey}`)}
          onComplete={(eventRegistration) => {
            registration.complete();
            void proceed(eventRegistration);
          }}
          onDismiss={registration.close}
        />
      )}
    </>
  );
}
