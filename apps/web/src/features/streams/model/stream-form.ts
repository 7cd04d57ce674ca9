import {
  instantOfWallClock,
  isKnownTimeZone,
  type StreamDetail,
  type StreamInput,
  StreamInputSchema,
  wallClockIn,
} from '@marquee/contract';

/** The stream editor's form (issue 20): what the organizer types, and the API body it becomes. */
export interface StreamForm {
  Title: string;
  Nickname: string;
  About: string;
  Text: string;
  /** datetime-local values (YYYY-MM-DDTHH:mm), read in TimeZone. */
  Begin: string;
  End: string;
  TimeZone: string;
  StreamSellingChannel: StreamInput['StreamSellingChannel'];
  EventId: string;
  /** A paid stream's ticket price as typed ('12.50' or '12,50'); '' keeps the event's prices. */
  Price: string;
  ShowAuthor: boolean;
  Published: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in a zone. */
export function localValue(instant: Date, timeZone: string): string {
  const w = wallClockIn(instant, isKnownTimeZone(timeZone) ? timeZone : 'UTC');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** A datetime-local value read in a zone, as an ISO instant; '' when it is not a date and time. */
export function instantOf(value: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m || !isKnownTimeZone(timeZone)) return '';
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return instantOfWallClock({ year, month, day, hour, minute, second: 0 }, timeZone).toISOString();
}

/** A new stream: tomorrow 20:00–22:00 in the browser's zone, free, published. */
export function emptyForm(now: Date, timeZone: string, eventId = ''): StreamForm {
  const day = localValue(new Date(now.getTime() + 86_400_000), timeZone).slice(0, 10);
  return {
    Title: '',
    Nickname: '',
    About: '',
    Text: '',
    Begin: `${day}T20:00`,
    End: `${day}T22:00`,
    TimeZone: timeZone,
    StreamSellingChannel: eventId ? 'Paid' : 'Free',
    EventId: eventId,
    Price: '',
    ShowAuthor: true,
    Published: true,
  };
}

/** The form of a saved stream. */
export function formOf(stream: StreamDetail): StreamForm {
  return {
    Title: stream.Title,
    Nickname: stream.Nickname ?? '',
    About: stream.About ?? '',
    Text: stream.Text ?? '',
    Begin: localValue(new Date(stream.Begin), stream.TimeZone),
    End: localValue(new Date(stream.End), stream.TimeZone),
    TimeZone: stream.TimeZone,
    StreamSellingChannel: stream.StreamSellingChannel,
    EventId: stream.EventId ?? '',
    Price: stream.StreamSellingChannel === 'Paid' && stream.Price ? String(stream.Price.Amount) : '',
    ShowAuthor: stream.ShowAuthor,
    Published: stream.Status === 'PUBLISHED',
  };
}

export type FormResult =
  | { ok: true; input: StreamInput }
  | { ok: false; errors: Partial<Record<keyof StreamForm, string>> };

/** The typed price as a number ('' → null; a comma is a decimal point; not a number → NaN). */
function priceOf(value: string): number | null {
  const typed = value.trim().replace(',', '.');
  return typed === '' ? null : /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The form checked with the contract's schema (the server's): field → the first problem's key under
 * STREAM_EDITOR.ERRORS. The price goes only with a paid stream and only when it differs from the one
 * loaded (`savedPrice`): a stream whose event's own categories carry the price is saved without it.
 */
export function validateForm(form: StreamForm, savedPrice = ''): FormResult {
  const price =
    form.StreamSellingChannel === 'Paid' && form.Price.trim() !== savedPrice ? priceOf(form.Price) : null;
  const body = {
    Title: form.Title,
    Nickname: form.Nickname.trim() || null,
    About: form.About.trim() || null,
    Text: form.Text.trim() || null,
    Begin: instantOf(form.Begin, form.TimeZone),
    End: instantOf(form.End, form.TimeZone),
    TimeZone: form.TimeZone,
    StreamSellingChannel: form.StreamSellingChannel,
    EventId: form.EventId || null,
    Price: price,
    ShowAuthor: form.ShowAuthor,
    Status: form.Published ? 'PUBLISHED' : 'DRAFT',
  };
  const parsed = StreamInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof StreamForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof StreamForm;
    errors[field] ??= errorKey(field, issue.code);
  }
  return { ok: false, errors };
}

function errorKey(field: keyof StreamForm, code: string): string {
  if (field === 'EventId') return 'STREAM_EDITOR.ERRORS.EVENT_NEEDED';
  if (field === 'Price') return 'STREAM_EDITOR.ERRORS.PRICE';
  if (field === 'End' && code === 'custom') return 'STREAM_EDITOR.ERRORS.END_BEFORE_BEGIN';
  if (field === 'Begin' || field === 'End') return 'STREAM_EDITOR.ERRORS.DATE';
  if (field === 'TimeZone') return 'STREAM_EDITOR.ERRORS.TIME_ZONE';
  if (field === 'Nickname') return 'STREAM_EDITOR.ERRORS.NICKNAME';
  if (code === 'too_small') return 'STREAM_EDITOR.ERRORS.REQUIRED';
  return 'STREAM_EDITOR.ERRORS.TOO_LONG';
}
