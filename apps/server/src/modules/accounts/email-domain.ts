import { promises as dns } from 'node:dns';
import { createRequire } from 'node:module';
import type { CheckEmailDomainResponse } from '@marquee/contract';

// `tlds` ships IANA's root-zone list as JSON; createRequire loads it the same from src/ and the bundle.
const TOP_LEVEL_DOMAINS = new Set(
  (createRequire(import.meta.url)('tlds') as string[]).map((t) => t.toLowerCase()),
);

/** RFC 2606 / 6761: `.invalid` can never exist; our generated social-login addresses use it. */
const ALWAYS_INVALID_TLDS = new Set(['invalid']);
/**
 * Reserved for testing and documentation: nobody can receive mail there. Refused in production only, so
 * development, tests and the demo (demo@marquee.test) can sign up with such addresses.
 */
const RESERVED_TLDS = new Set(['test', 'example', 'localhost', 'local']);
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);

const DNS_TIMEOUT_MS = 1500;
const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX = 5000;

export interface EmailDomainOptions {
  /** Production: reserved names are NON_EXIST and the domain is looked up in DNS. */
  production: boolean;
}

/**
 * Spec 1 §5 "checked by the server (result NON_EXIST is rejected)". Offline first: a TLD that is not in
 * IANA's list (gmail.con) or `.invalid` is NON_EXIST; in production also reserved names and domains that
 * DNS says do not exist (NXDOMAIN for MX and A/AAAA). A DNS timeout or failure answers OK: we never block
 * a sign-up because our resolver is down. Development and tests do no DNS at all, so nothing depends on it.
 */
export function createEmailDomainChecker(options: EmailDomainOptions) {
  const cache = new Map<string, { result: CheckEmailDomainResponse; at: number }>();

  async function lookup(domain: string): Promise<CheckEmailDomainResponse> {
    const cached = cache.get(domain);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.result;
    const result = await resolvesMail(domain);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(domain, { result, at: Date.now() });
    return result;
  }

  return async function check(email: string): Promise<CheckEmailDomainResponse> {
    const domain = email
      .slice(email.lastIndexOf('@') + 1)
      .toLowerCase()
      .replace(/\.$/, '');
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    if (ALWAYS_INVALID_TLDS.has(tld)) return 'NON_EXIST';
    if (RESERVED_TLDS.has(tld) || RESERVED_DOMAINS.has(domain))
      return options.production ? 'NON_EXIST' : 'OK';
    if (!TOP_LEVEL_DOMAINS.has(tld) && !TOP_LEVEL_DOMAINS.has(toAsciiTld(tld))) return 'NON_EXIST';
    return options.production ? lookup(domain) : 'OK';
  };
}

/** IDN TLDs are listed in Unicode in `tlds`; accept the punycode form too. */
function toAsciiTld(tld: string): string {
  try {
    return new URL(`http://x.${tld}`).hostname.split('.').pop() ?? tld;
  } catch {
    return tld;
  }
}

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA']);

/** MX, else A/AAAA (RFC 5321 implicit MX). Only a definite "no such domain" is NON_EXIST. */
async function resolvesMail(domain: string): Promise<CheckEmailDomainResponse> {
  const resolver = new dns.Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  const attempt = async (query: () => Promise<unknown[]>): Promise<'yes' | 'no' | 'unknown'> => {
    try {
      return (await query()).length > 0 ? 'yes' : 'no';
    } catch (error) {
      return NOT_FOUND.has((error as NodeJS.ErrnoException).code ?? '') ? 'no' : 'unknown';
    }
  };
  const mx = await attempt(() => resolver.resolveMx(domain));
  if (mx !== 'no') return 'OK';
  const [a, aaaa] = await Promise.all([
    attempt(() => resolver.resolve4(domain)),
    attempt(() => resolver.resolve6(domain)),
  ]);
  if (a !== 'no' || aaaa !== 'no') return 'OK';
  // An offline or broken resolver answers ENOTFOUND for everything. Every TLD in the IANA list has
  // name servers, so "no" is only believed when the resolver can still see the domain's TLD.
  const tld = domain.split('.').pop() ?? domain;
  const resolverWorks = await attempt(() => resolver.resolveNs(tld));
  return resolverWorks === 'yes' ? 'NON_EXIST' : 'OK';
}

export type EmailDomainChecker = ReturnType<typeof createEmailDomainChecker>;
