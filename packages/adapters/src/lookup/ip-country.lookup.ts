// Optional guest IP and country lookup (docs/product.md#backend-calls). Both services are third parties, so nothing is
// called unless a URL is configured, and the whole lookup has one short deadline: the chat and
// the mailing list send `ip` only as a courtesy, so an empty answer is always acceptable.
import { Schema } from 'effect';
import { ofetch } from 'ofetch';
import { decodeWith } from '@venue/core/shared/decode';

export interface GuestLocation {
  /** The guest's public IP, or null when unknown. */
  readonly ip: string | null;
  /** The country name (the geolocation service's `country_name`), or null when unknown. */
  readonly countryName: string | null;
}

export interface IpCountryLookupConfig {
  /** Answers the caller's public IP, as JSON `{ "ip": "..." }` or as plain text. */
  readonly ipUrl?: string | undefined;
  /**
   * Answers JSON with `country_name` (and optionally `ip`). A `{ip}` in the URL is replaced by the
   * IP found first; without it the service is asked about the caller itself.
   */
  readonly countryUrl?: string | undefined;
  /** Deadline for the whole lookup, both services together. */
  readonly timeoutMs?: number;
}

export interface IpCountryLookup {
  /** Never rejects: any failure or a timeout leaves the fields null. Asked once, then remembered. */
  lookup(): Promise<GuestLocation>;
}

export const DEFAULT_LOOKUP_TIMEOUT_MS = 2_500;

const empty: GuestLocation = { ip: null, countryName: null };

// Only something shaped like an IPv4 or IPv6 address is kept: it is later put in a URL and sent on.
const IpAddress = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => (/^[0-9a-fA-F.:]{2,45}$/.test(s) && /[.:]/.test(s)) || 'Expected an IP address')),
);
const CountryName = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => (s.trim().length > 0 && s.length <= 100) || 'Expected a country name')),
);

const decodeIpBody = decodeWith(Schema.Union([IpAddress, Schema.Struct({ ip: IpAddress })]), 'IP lookup');
const decodeCountryBody = decodeWith(
  Schema.Struct({ country_name: Schema.optional(Schema.NullOr(Schema.Unknown)), ip: Schema.optional(Schema.NullOr(Schema.Unknown)) }),
  'country lookup',
);
const decodeIp = decodeWith(IpAddress, 'IP lookup ip');
const decodeCountryName = decodeWith(CountryName, 'country lookup country_name');

function parseBody(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
}

async function getText(url: string, signal: AbortSignal): Promise<unknown> {
  try {
    return parseBody(await ofetch(url, { responseType: 'text', retry: 0, signal }));
  } catch {
    return undefined;
  }
}

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T | null => (result.ok ? result.value : null);

export function createIpCountryLookup(config: IpCountryLookupConfig = {}): IpCountryLookup {
  const timeoutMs = config.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  let pending: Promise<GuestLocation> | undefined;

  async function run(): Promise<GuestLocation> {
    const { ipUrl, countryUrl } = config;
    if (!ipUrl && !countryUrl) return empty;
    const signal = AbortSignal.timeout(timeoutMs);

    let ip: string | null = null;
    if (ipUrl) {
      const body = valueOf(decodeIpBody(await getText(ipUrl, signal)));
      ip = typeof body === 'string' ? body : (body?.ip ?? null);
    }
    if (!countryUrl) return { ip, countryName: null };

    const needsIp = countryUrl.includes('{ip}');
    if (needsIp && ip === null) return { ip, countryName: null };
    const url = needsIp && ip !== null ? countryUrl.replaceAll('{ip}', encodeURIComponent(ip)) : countryUrl;
    const body = valueOf(decodeCountryBody(await getText(url, signal)));
    if (body === null) return { ip, countryName: null };
    // Each field is judged alone: a bad `ip` must not throw away a good `country_name`.
    const countryName = valueOf(decodeCountryName(body.country_name));
    return { ip: ip ?? valueOf(decodeIp(body.ip)), countryName: countryName?.trim() ?? null };
  }

  return {
    lookup() {
      pending ??= run().catch(() => empty);
      return pending;
    },
  };
}
