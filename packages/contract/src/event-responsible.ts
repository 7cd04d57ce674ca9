import { z } from 'zod';
import { AddressSchema } from './profile-contacts';

/**
 * The person or company responsible for an event (spec 3 §3 "Responsible", §4, §5 "Organizer form"): who is
 * paid out, as the event stores it and as the organizer's saved templates keep it.
 */

export const RESPONSIBLE_TYPES = ['ResponsiblePerson', 'ResponsibleCompany'] as const;
export type ResponsibleType = (typeof RESPONSIBLE_TYPES)[number];

export const CompanyDetailsSchema = z.object({
  CompanyName: z.string().trim().max(200).default(''),
  /** Company id (IČO). */
  ICO: z.string().trim().max(20).default(''),
  /** Tax number (DIČ). */
  DIC: z.string().trim().max(20).default(''),
  /** VAT registration number (IČ DPH); only for a VAT payer. */
  IcDph: z.string().trim().max(20).nullable().optional(),
  IsZeroVat: z.boolean().default(false),
  /** Legal form, free text (s.r.o., a.s., GmbH…). */
  Type: z.string().trim().max(50).nullable().optional(),
});

export const ResponsibleInputSchema = z.object({
  Type: z.enum(RESPONSIBLE_TYPES),
  Name: z.string().trim().max(100).default(''),
  Surname: z.string().trim().max(100).default(''),
  Birthday: z.iso.date().nullable().optional(),
  Address: AddressSchema,
  Iban: z.string().trim().max(50).nullable().optional(),
  /** A fraction (0.2 = 20 %), from /utility/vatrates when the country has rates. */
  Vat: z.number().min(0).max(1),
  CompanyDetails: CompanyDetailsSchema.nullable().optional(),
});
export type ResponsibleInput = z.input<typeof ResponsibleInputSchema>;

export const EventResponsibleInputSchema = ResponsibleInputSchema.extend({
  /** Also keep it among the author profile's saved templates. */
  SaveAsTemplate: z.boolean().default(false),
});

export const ResponsibleSchema = z
  .object({
    Type: z.enum(RESPONSIBLE_TYPES),
    Name: z.string(),
    Surname: z.string(),
    Birthday: z.string().nullable(),
    Address: AddressSchema,
    Iban: z.string().nullable(),
    Vat: z.number(),
    CompanyDetails: CompanyDetailsSchema.nullable(),
  })
  .meta({ id: 'Responsible' });
export type Responsible = z.infer<typeof ResponsibleSchema>;

export const EventResponsibleSchema = ResponsibleSchema.extend({
  /** Locked once tickets have been sold: payouts go to it, so changes go through support. */
  IsLocked: z.boolean(),
});
export const ResponsibleTemplateSchema = ResponsibleSchema.extend({ Id: z.string() });
export const ResponsibleTemplatesResponseSchema = z.array(ResponsibleTemplateSchema);
export const ResponsibleTemplatesInputSchema = z
  .array(ResponsibleInputSchema.extend({ Id: z.string().max(64).optional() }))
  .max(20);
