import {
  type EVENT_SELLING_CHANNELS,
  type EventManagement,
  eventScheduleProblems,
  LANGUAGES,
  type Language,
} from '@marquee/contract';
import type { FieldErrors, MessageKey } from '../../../lib/forms/validation';
import { fromLocalInput, toLocalInput } from './event-dates';

export type SellingChannel = (typeof EVENT_SELLING_CHANNELS)[number];
export const CUSTOM_TEXT_KINDS = ['BeforeBeginSelling', 'AfterEndSelling', 'SoldOut'] as const;
export type CustomTextKind = (typeof CUSTOM_TEXT_KINDS)[number];
export type CustomTexts = Record<CustomTextKind, Partial<Record<Language, string>>>;

export interface SellingValues extends Record<string, unknown> {
  channel: SellingChannel;
  url: string;
  performanceId: string;
  beginSelling: string;
  endSelling: string;
  currency: string;
  limitForOne: number | null;
  hidePurchaseForm: boolean;
  showPromocode: boolean;
  texts: CustomTexts;
}
export type SellingField = Extract<keyof SellingValues, string>;

export const isExternal = (channel: SellingChannel) => channel !== 'IsFree' && channel !== 'Marquee';
/** Spec 3 §5 "URL must match a general URL pattern". */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function sellingValuesOf(event: EventManagement): SellingValues {
  const stored = event.ExtraSettings.CustomFrontendTexts;
  return {
    channel: event.SellingChannelInfo.SellingChannel,
    url: event.SellingChannelInfo.Url ?? '',
    performanceId: event.SellingChannelInfo.PerformanceId ?? '',
    beginSelling: toLocalInput(event.BeginSelling, event.TimeZone),
    endSelling: toLocalInput(event.EndSelling, event.TimeZone),
    currency: event.Currency,
    limitForOne: event.LimitForOne,
    hidePurchaseForm: event.VisibilitySettings.HidePurchaseForm,
    showPromocode: event.ExtraSettings.ShowPromocodeSection,
    texts: {
      BeforeBeginSelling: { ...stored.BeforeBeginSelling },
      AfterEndSelling: { ...stored.AfterEndSelling },
      SoldOut: { ...stored.SoldOut },
    },
  };
}

export function validateSelling(values: SellingValues, event: EventManagement): FieldErrors<SellingField> {
  const errors: FieldErrors<SellingField> = {};
  if (isExternal(values.channel)) {
    if (!values.url.trim()) errors.url = { key: 'FIELD_REQUIRED' };
    else if (!URL_PATTERN.test(values.url.trim())) errors.url = { key: 'INVALID_VALUE' };
  }
  if (values.channel === 'Marquee') {
    const begin = fromLocalInput(values.beginSelling, event.TimeZone);
    const end = fromLocalInput(values.endSelling, event.TimeZone);
    const problems = eventScheduleProblems({
      Begin: new Date(event.Begin),
      End: new Date(event.End),
      OpenGate: null,
      BeginSelling: begin ? new Date(begin) : null,
      EndSelling: end ? new Date(end) : null,
    });
    const first = (path: string) => problems[path]?.[0] as MessageKey | undefined;
    const beginProblem = first('BeginSelling');
    const endProblem = first('EndSelling');
    if (beginProblem) errors.beginSelling = { key: beginProblem };
    if (endProblem) errors.endSelling = { key: endProblem };
  }
  if (values.limitForOne !== null && (values.limitForOne < 1 || !Number.isInteger(values.limitForOne)))
    errors.limitForOne = { key: 'MIN_VALUE', values: { count: 1 } };
  return errors;
}

/** Empty texts are left out, so the page falls back to its own wording in that language. */
function textsInput(texts: CustomTexts) {
  const clean = (byLanguage: Partial<Record<Language, string>>) =>
    Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const text = byLanguage[language]?.trim();
        return text ? [[language, text]] : [];
      }),
    );
  return {
    BeforeBeginSelling: clean(texts.BeforeBeginSelling),
    AfterEndSelling: clean(texts.AfterEndSelling),
    SoldOut: clean(texts.SoldOut),
  };
}

export function sellingInput(values: SellingValues, event: EventManagement) {
  const external = isExternal(values.channel);
  const marquee = values.channel === 'Marquee';
  return {
    SellingChannelInfo: {
      SellingChannel: values.channel,
      Url: external ? values.url.trim() : null,
      PerformanceId: values.channel.startsWith('Ticketportal') ? values.performanceId.trim() || null : null,
    },
    BeginSelling: marquee ? fromLocalInput(values.beginSelling, event.TimeZone) : null,
    EndSelling: marquee ? fromLocalInput(values.endSelling, event.TimeZone) : null,
    Currency: values.currency as never,
    LimitForOne: values.limitForOne,
    VisibilitySettings: { HidePurchaseForm: values.hidePurchaseForm },
    CustomFrontendTexts: textsInput(values.texts),
  };
}
