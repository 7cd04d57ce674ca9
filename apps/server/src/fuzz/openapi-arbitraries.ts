import fc from 'fast-check';

/**
 * fast-check arbitraries for requests described by our OpenAPI 3.1 document (JSON Schema from the zod
 * schemas): mostly well-formed values, with wrong types, hostile strings and malformed JSON mixed in at
 * every level, so both the validation and the code behind it get exercised.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

/** Strings that broke (or could break) something below the validation: encodings, sizes, syntax. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83c\udfab',
  '🎫🎭'.repeat(50),
  'Žluťoučký kůň úpěl ďábelské ódy – ő ű ä ß',
  '\u202eevil\u202c',
  '\u200b\ufeff',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '../../etc/passwd',
  "'; drop table events; --",
  '%_\\',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  '2026-02-30T25:61:00Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(300),
  'x'.repeat(5000),
];

/** Values of the wrong JSON type for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -1e308, 1e308, [], {}, [null], {
    a: 1,
  }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

const hostileOrRandomString = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length <= maxLength)) },
    { weight: 2, arbitrary: fc.string({ maxLength: Math.min(maxLength, 40), unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: Math.min(maxLength, 40), unit: 'grapheme' }) },
  );

export interface ArbitraryContext {
  /** components.schemas of the document, for $ref. */
  components: Record<string, JsonSchema>;
  /** Real ids from the database, so a share of requests reaches code past "not found". */
  ids: readonly string[];
  /** Longest generated string (URLs stay realistic; bodies may go longer). */
  maxString: number;
  /** Values that fit the schema (unicode text, ids, in-range numbers): they get past validation. */
  clean?: boolean;
}

function resolve(schema: JsonSchema, ctx: ArbitraryContext): JsonSchema {
  let current = schema;
  for (let i = 0; i < 10 && current.$ref; i++) {
    const name = current.$ref.split('/').pop() ?? '';
    current = ctx.components[name] ?? {};
  }
  return current;
}

const WORDS = [
  'Jana',
  'Nováková',
  'Kováč-Győrű',
  'Festival',
  '2026',
  'Hlavná',
  'Žilina',
  'Łódź',
  'Straße',
  'Éjszaka',
  '🎫',
  'Rock & Roll',
  "O'Brien",
  'A',
];

/** Values that a field of this name takes (only in clean mode: they get past the schema's refinements). */
const BY_NAME: Array<[RegExp, fc.Arbitrary<string>]> = [
  [/mail/i, fc.nat(9999).map((n) => `fuzz${n}@mail.sk`)],
  [/password/i, fc.constantFrom('secret-password', 'demo1234')],
  [/phone/i, fc.constantFrom('+421 900 123 456', '+36 1 234 5678')],
  [/currency/i, fc.constantFrom('EUR', 'CZK', 'HUF')],
  [/country/i, fc.constantFrom('SK', 'CZ', 'HU', 'DE')],
  [/^(language|lang)$/i, fc.constantFrom('sk', 'en', 'cs', 'de', 'hu')],
  [/timezone/i, fc.constantFrom('Europe/Bratislava', 'Europe/Prague')],
  [/nickname/i, fc.nat(99_999).map((n) => `fuzz-${n}`)],
  [/color/i, fc.constantFrom('#6d28d9', 'ff0000')],
];

function stringFor(schema: JsonSchema, ctx: ArbitraryContext, name = ''): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, ctx.maxString));
  const fitting = fc.string({ minLength: min, maxLength: Math.min(max, min + 30), unit: 'grapheme-ascii' });
  const byFormat: fc.Arbitrary<unknown>[] = [];
  switch (schema.format) {
    case 'uuid':
      byFormat.push(fc.uuid({ version: 4 }));
      break;
    case 'date-time':
      byFormat.push(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('9999-12-30'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      );
      break;
    case 'date':
      byFormat.push(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('9999-12-30'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      );
      break;
    case 'email':
      byFormat.push(fc.emailAddress(), fc.constant('fan@mail.sk'));
      break;
    case 'uri':
      byFormat.push(fc.webUrl(), fc.constant('javascript:alert(1)'));
      break;
  }
  const ids = ctx.ids.length > 0 ? [fc.constantFrom(...ctx.ids)] : [];
  if (schema.pattern && !schema.format) {
    try {
      byFormat.push(
        fc.stringMatching(new RegExp(schema.pattern)).filter((v) => v.length <= max && v.length >= min),
      );
    } catch {
      // A pattern JavaScript cannot compile: leave it to the other generators.
    }
  }
  const named = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  if (ctx.clean && named && !schema.format && !schema.pattern) byFormat.push(named);
  if (ctx.clean) {
    if (byFormat.length > 0) return fc.oneof(...byFormat);
    // Words people type (diacritics, emoji), fitted to the length limits.
    const words = fc
      .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
      .map((list) => list.join(' ').padEnd(min, 'x').slice(0, max));
    return fc.oneof(
      { weight: 3, arbitrary: words },
      { weight: 2, arbitrary: fitting },
      { weight: 1, arbitrary: ids.length > 0 ? fc.oneof(...ids) : fitting },
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: byFormat.length > 0 ? fc.oneof(...byFormat) : fitting },
    { weight: 2, arbitrary: ids.length > 0 ? fc.oneof(...ids) : fitting },
    { weight: 2, arbitrary: hostileOrRandomString(ctx.maxString) },
    { weight: 1, arbitrary: fitting },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.min(min, max)), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min: Math.min(min, max), max: Math.max(min, max), noNaN: true });
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 0.5, -0.01, 2 ** 31, 2 ** 53 + 2, 1e300, -1e300) },
  );
}

const ABSENT = Symbol('absent');

/** An arbitrary for one JSON Schema node; `depth` bounds recursion, `mutate` mixes in wrong types. */
export function valueFor(
  input: JsonSchema,
  ctx: ArbitraryContext,
  depth = 0,
  mutate = true,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = resolve(input, ctx);
  const typed = typedValueFor(schema, ctx, depth, mutate && !ctx.clean, name);
  if (!mutate || ctx.clean) return typed;
  return fc.oneof({ weight: 12, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
}

function typedValueFor(
  schema: JsonSchema,
  ctx: ArbitraryContext,
  depth: number,
  mutate: boolean,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => valueFor(v, ctx, depth + 1, mutate, name)));
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => resolve(p, ctx))) {
      Object.assign(merged.properties as object, part.properties ?? {});
      merged.required?.push(...(part.required ?? []));
    }
    return typedValueFor(merged, ctx, depth, mutate, name);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => typedValueFor({ ...schema, type }, ctx, depth, mutate, name)));
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringFor(schema, ctx, name);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const item = schema.items
        ? valueFor(schema.items, ctx, depth + 1, mutate, name)
        : fc.jsonValue({ maxDepth: 1 });
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        model[key] = valueFor(value, ctx, depth + 1, mutate, key);
      const required = (schema.required ?? []).filter((key) => key in model);
      if (ctx.clean) {
        // Optional fields mostly left out: each one is another refinement a valid body can miss.
        for (const key of Object.keys(model)) {
          if (required.includes(key)) continue;
          model[key] = fc.oneof(
            { weight: 2, arbitrary: fc.constant(ABSENT) },
            { weight: 1, arbitrary: model[key] as fc.Arbitrary<unknown> },
          );
        }
      }
      const record = fc
        .record(model, { requiredKeys: ctx.clean ? Object.keys(model) : required })
        .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ABSENT)));
      if (typeof schema.additionalProperties === 'object') {
        const extra = fc.dictionary(
          fc.string({ maxLength: 12 }),
          valueFor(schema.additionalProperties, ctx, depth + 1, mutate),
          { maxKeys: 3 },
        );
        return Object.keys(model).length > 0
          ? fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }))
          : extra;
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A copy of `value` with one of its strings (the `pick`-th, cyclically) replaced: a body valid but for
 * one hostile text gets past validation to the code below, where a NUL or a lone surrogate used to 500.
 */
export function withOneString(value: unknown, pick: number, replacement: string): unknown {
  // Each string found is a slot: its parent and key ('' for the root itself).
  const slots: Array<{ parent: Record<string, unknown> | unknown[] | null; key: string | number }> = [];
  const copy = structuredClone(value);
  const walk = (node: unknown, parent: Record<string, unknown> | unknown[] | null, key: string | number) => {
    if (typeof node === 'string') {
      slots.push({ parent, key });
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, node, i);
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const [k, item] of Object.entries(record)) walk(item, record, k);
    }
  };
  walk(copy, null, '');
  const slot = slots[pick % Math.max(1, slots.length)];
  if (!slot) return copy;
  if (slot.parent === null) return replacement;
  (slot.parent as Record<string | number, unknown>)[slot.key] = replacement;
  return copy;
}

/** Bodies that are not JSON at all, or JSON of the wrong shape, sent with a JSON content type. */
export const MALFORMED_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '[',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  '\u0000',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '1e999999',
  '""',
  '{"a":"\\u0000"}',
];

/** One path/query value as it appears in a URL: percent-encoded, or raw (malformed on purpose). */
export function urlPart(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a client would (invalid UTF-8 once decoded).
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}
