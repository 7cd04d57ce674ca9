import { z } from 'zod';
import { isKnownTimeZone } from './event-management-rules';
import { MAX_ABOUT_LENGTH } from './profile-schemas';
import { STREAM_SELLING_CHANNELS, STREAM_STATUSES } from './streams';

/** The organizer's stream editor (issue 20): POST /stream and PUT /stream/{id}. */

export const STREAM_TITLE_MAX_LENGTH = 200;
export const STREAM_TEXT_MAX_LENGTH = 10_000;
/** The highest price the stream editor takes for a paid stream's ticket (in the event's currency). */
export const STREAM_PRICE_MAX = 10_000;

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A stream as its organizer writes it. Paid and Donate streams sell through the ticket categories of the
 * linked event (EventId of an own event; one stream per event), so they need one. Categories, lineup and
 * contacts are the linked event's. `Price` (Paid only) sets the price of the event's one stream ticket
 * category, made by the editor (an online event has no seat map to make categories in).
 */
export const StreamInputSchema = z
  .object({
    Title: z.string().trim().min(1).max(STREAM_TITLE_MAX_LENGTH),
    /** Unique among streams; letters, digits, dash and underscore. */
    Nickname: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,100}$/)
      // `stream/new` and `stream/edit/…` are the editor's web paths.
      .refine((nickname) => !['new', 'edit'].includes(nickname.toLowerCase()), 'Reserved')
      .nullable()
      .optional(),
    About: text(MAX_ABOUT_LENGTH),
    Text: text(STREAM_TEXT_MAX_LENGTH),
    Begin: z.iso.datetime({ offset: true }),
    End: z.iso.datetime({ offset: true }),
    TimeZone: z.string().trim().min(1).max(64).refine(isKnownTimeZone, 'Unknown time zone'),
    StreamSellingChannel: z.enum(STREAM_SELLING_CHANNELS),
    /** An own event whose ticket categories sell the stream; required for Paid and Donate. */
    EventId: z.uuid().nullable().optional(),
    /** Paid only: the ticket's price from now on, in the event's currency; left out keeps the event's prices. */
    Price: z
      .number()
      .positive()
      .max(STREAM_PRICE_MAX)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals')
      .nullable()
      .optional(),
    ShowAuthor: z.boolean().optional(),
    /** PUBLISHED by default. */
    Status: z.enum(STREAM_STATUSES).optional(),
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.Begin) >= Date.parse(input.End))
      ctx.addIssue({ code: 'custom', path: ['End'], message: 'End must be after Begin' });
    if (input.StreamSellingChannel !== 'Free' && !input.EventId)
      ctx.addIssue({ code: 'custom', path: ['EventId'], message: 'Paid and Donate streams need an event' });
    if (input.Price != null && input.StreamSellingChannel !== 'Paid')
      ctx.addIssue({ code: 'custom', path: ['Price'], message: 'Only a paid stream has a price' });
  })
  .meta({ id: 'StreamInput' });
export type StreamInput = z.infer<typeof StreamInputSchema>;

export const StreamSavedSchema = z
  .object({ _id: z.string(), Nickname: z.string().nullable(), EventId: z.string().nullable() })
  .meta({ id: 'StreamSaved' });
export type StreamSaved = z.infer<typeof StreamSavedSchema>;
