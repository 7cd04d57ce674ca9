import fc from 'fast-check';
import {
  type ArbitraryContext,
  HOSTILE_STRINGS,
  type JsonSchema,
  MALFORMED_BODIES,
  urlPart,
  valueFor,
  withOneString,
} from './openapi-arbitraries';

/** Requests for one operation of the OpenAPI document, in the fuzzer's world (ids, identities). */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** Which table's ids a path parameter takes, by its name (else any id of the demo data). */
export const PARAM_TABLES: Record<string, string[]> = {
  guid: ['baskets'],
  eventId: ['events'],
  seasonId: ['events'],
  vc: ['venue_configurations'],
  cfg: ['venue_configurations'],
  sectorId: ['sectors'],
  seatId: ['seats'],
  cat: ['event_ticket_categories'],
  catId: ['genres'],
  lineupId: ['event_lineup'],
  imageId: ['event_gallery_images', 'sector_images'],
  visitorId: ['profiles'],
  followId: ['follows'],
  couponId: ['coupons'],
  voucherId: ['voucher_templates', 'basket_vouchers'],
  templateId: ['voucher_templates'],
  gateId: ['venue_gates', 'turnstile_gates'],
  deviceId: ['door_devices'],
  priceId: ['event_base_prices'],
  claimId: ['profile_claims'],
  profileId: ['profiles'],
  orderId: ['orders'],
};
/** The `{id}` of a path, by its first segment. */
export const ID_TABLES: Array<[RegExp, string[]]> = [
  [/^\/api\/event\//, ['events']],
  [/^\/api\/(turnstile|checkticket\/transition)\//, ['events']],
  [/^\/api\/venue\//, ['venues']],
  [/^\/api\/article\//, ['articles']],
  [/^\/api\/stream\//, ['streams']],
  [/^\/api\/merch\//, ['merch']],
  [/^\/api\/city\//, ['cities']],
  [/^\/api\/coupon\//, ['coupons']],
  [/^\/api\/session\//, ['sessions']],
  [/^\/api\/ticketing\/tickets\//, ['tickets']],
  [/^\/api\/account\//, ['users']],
  [/^\/api\/(\{type\}|search\/profile|media|utility\/pdfPreview\/profile)\//, ['profiles']],
];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** What the generators draw from: filled by the test before the first request. */
export interface FuzzWorld {
  doc: OpenApiDocument;
  /** Real ids by table. */
  ids: Record<string, string[]>;
  /** Request headers of each identity (anonymous, organizer, fan, stranger, forged). */
  identities: Record<string, Record<string, string>>;
  /** [type segment, id] of real profiles, the organizer's first: `/api/{type}/{id}` calls need both to match. */
  profilePairs: Array<[string, string]>;
}

function tablesFor(operation: Operation, param: string): string[] {
  if (param === 'id') return ID_TABLES.find(([pattern]) => pattern.test(operation.path))?.[1] ?? [];
  return PARAM_TABLES[param] ?? [];
}

export function requestArbitrary(world: FuzzWorld, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const { doc, ids, identities, profilePairs } = world;
  const allIds = Object.values(ids).flat();
  const urlCtx: ArbitraryContext = { components: doc.components?.schemas ?? {}, ids: allIds, maxString: 300 };
  const bodyCtx: ArbitraryContext = { ...urlCtx, maxString: 20_000 };
  const cleanCtx: ArbitraryContext = { ...urlCtx, clean: true };
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');

  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((param) => {
        const own = tablesFor(operation, param.name).flatMap((table) => ids[table] ?? []);
        const fromSchema = valueFor(param.schema ?? { type: 'string' }, urlCtx, 0, false);
        const options: Array<{ weight: number; arbitrary: fc.Arbitrary<unknown> }> = [
          { weight: 3, arbitrary: fromSchema },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 400)) },
          { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%ED%A0%80', '..', '%2F', '%00').map(raw) },
        ];
        if (own.length > 0) options.push({ weight: 6, arbitrary: fc.constantFrom(...own) });
        return [param.name, fc.oneof(...options)];
      }),
    ),
  );
  const queryArb = fc.array(
    fc.oneof(
      ...(queryParams.length > 0
        ? [
            fc
              .constantFrom(...queryParams)
              .chain((param) =>
                fc
                  .oneof(
                    valueFor(param.schema ?? { type: 'string' }, urlCtx, 0, true, param.name),
                    valueFor(param.schema ?? {}, cleanCtx, 0, true, param.name),
                  )
                  .map((value) => [param.name, value] as const),
              ),
          ]
        : []),
      fc.tuple(fc.constantFrom('x', 'page', '__proto__'), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20))),
    ),
    { maxLength: queryParams.length + 1 },
  );
  const requiredQuery = fc.tuple(
    ...queryParams
      .filter((p) => p.required)
      .map((param) =>
        fc
          .oneof(
            valueFor(param.schema ?? { type: 'string' }, urlCtx, 0, true, param.name),
            valueFor(param.schema ?? {}, cleanCtx, 0, true, param.name),
          )
          .map((value) => [param.name, value] as const),
      ),
  );
  const bodyArb: fc.Arbitrary<{ payload?: string; type?: string }> = operation.body
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: valueFor(operation.body, bodyCtx).map((v) => ({ payload: JSON.stringify(v) })),
        },
        {
          weight: 5,
          arbitrary: valueFor(operation.body, cleanCtx).map((v) => ({ payload: JSON.stringify(v) })),
        },
        {
          weight: 4,
          arbitrary: fc
            .tuple(
              valueFor(operation.body, cleanCtx),
              fc.nat(),
              fc.oneof(
                // What PostgreSQL cannot store (issue 16 #4), most often.
                { weight: 3, arbitrary: fc.constantFrom('a\u0000b', '\ud800', 'x\udc00y', '\u0000') },
                { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
              ),
            )
            .map(([v, pick, text]) => ({ payload: JSON.stringify(withOneString(v, pick, text)) })),
        },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((payload) => ({ payload })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v) })) },
        { weight: 1, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
            .map((type) => ({ payload: 'a=1&b=%00', type })),
        },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...MALFORMED_BODIES.slice(0, 4)).map((payload) => ({ payload })),
        },
      );
  const headerArb = fc.record(
    {
      'accept-language': fc.constantFrom('sk', 'cz', 'hu-HU,hu;q=0.9', '*', ';;q=x', 'x'.repeat(300)),
      location: fc.constantFrom('17.1;48.1', 'nonsense', '999;999', '-0;-0', 'NaN;1'),
      sessionid: fc.constantFrom('s-1', '', 'x'.repeat(300), '../..'),
      accept: fc.constantFrom('application/json; version=2.1', 'application/json; version=abc', '*/*'),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      path: pathArb,
      query: queryArb,
      required: requiredQuery,
      body: bodyArb,
      who: fc.constantFrom('anonymous', 'organizer', 'organizer', 'fan', 'stranger', 'forged'),
      headers: headerArb,
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
      profile: fc.option(fc.constantFrom(...profilePairs), { freq: 2 }),
    })
    .map(({ path, query, required, body, who, headers, ip, profile }) => {
      if (profile && operation.path.startsWith('/api/{type}/{id}')) {
        path.type = profile[0];
        path.id = profile[1];
      }
      let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(path[name]));
      const pairs = [...required, ...query].flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => [name, v] as const) : [[name, value] as const],
      );
      if (pairs.length > 0) url += `?${pairs.map(([n, v]) => `${urlPart(n)}=${urlPart(v)}`).join('&')}`;
      // Deleting the demo account would only end the signed-in half of the run early.
      const identity = operation.key === 'DELETE /api/account/' ? 'anonymous' : who;
      const all: Record<string, string> = { ...headers, ...identities[identity] };
      if (body.payload !== undefined) all['content-type'] = body.type ?? 'application/json';
      return {
        method: operation.method,
        url,
        headers: all,
        payload: body.payload,
        remoteAddress: `10.${ip[0]}.${ip[1]}.${ip[2]}`,
      };
    });
}

/** Marks a path value to go into the URL as it is (malformed encodings on purpose). */
const RAW = Symbol('raw');
function raw(text: string) {
  return { [RAW]: text };
}
function encodePathValue(value: unknown): string {
  if (value && typeof value === 'object' && RAW in value)
    return String((value as Record<symbol, string>)[RAW]);
  return urlPart(value);
}
