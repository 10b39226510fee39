import { z } from 'zod';
import type { RegistryCheck, RegistryProvider } from './registry-provider.js';

export interface WathqRegistryOptions {
  apiKey: string;
  /** Default https://api.wathq.sa; tests point it at a local server. */
  baseUrl?: string;
  /** Default 8000: signup waits on this call, so a hung registry must not hang the form. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const idOrNumber = z.union([z.string(), z.number()]).transform(String);

/**
 * Lenient on purpose: Wathq's answer carries many more fields (activities, capital, parties…) and
 * sends null for missing ones; only `status` is needed to decide, so only it is required.
 */
const FullInfoSchema = z.object({
  name: z.string().nullish(),
  crNationalNumber: idOrNumber.nullish(),
  crNumber: idOrNumber.nullish(),
  status: z.object({
    id: z.union([z.number(), z.string()]).nullish(),
    name: z.string().nullish(),
  }),
  inLiquidationProcess: z.boolean().nullish(),
  headquarterCityName: z.string().nullish(),
  // Issue 25: operators read the registered activity beside what the supplier sells.
  activities: z
    .array(z.object({ name: z.string().nullish() }).loose())
    .nullish()
    .catch(null),
});
type FullInfo = z.infer<typeof FullInfoSchema>;

const unavailable: RegistryCheck = { outcome: 'UNAVAILABLE' };

// saudi.md: status id 1 / «نشط» means active; the English name appears on some answers.
function isActiveStatus(status: FullInfo['status']): boolean {
  if (status.id !== null && status.id !== undefined && Number(status.id) === 1) return true;
  const name = status.name?.trim().toLowerCase();
  return name === 'نشط' || name === 'active';
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function toCheck(info: FullInfo, askedNumber: string): RegistryCheck {
  if (!isActiveStatus(info.status) || info.inLiquidationProcess === true) return { outcome: 'INACTIVE' };
  return {
    outcome: 'ACTIVE',
    // Since April 2025 the unified national number (700…) is the registration number; fall back
    // to the legacy CR number, then to what was asked.
    registrationNumber: blankToNull(info.crNationalNumber) ?? blankToNull(info.crNumber) ?? askedNumber,
    // The registry always names a business; an empty name only happens on a malformed record.
    businessName: info.name?.trim() ?? '',
    city: blankToNull(info.headquarterCityName),
    activity: blankToNull(info.activities?.map((activity) => activity.name?.trim()).find(Boolean)),
  };
}

/** Ministry of Commerce data through Wathq (saudi.md): `GET /commercial-registration/fullinfo/{number}`. */
export function createWathqRegistry(options: WathqRegistryOptions): RegistryProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.wathq.sa').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  // Every log entry is built here from known fields, never from the request, so the key cannot leak.
  const warn = (details: Record<string, unknown>, msg: string) =>
    options.log?.warn({ provider: 'wathq', ...details }, msg);

  return {
    name: 'wathq',
    async checkRegistration(registrationNumber) {
      const url = `${baseUrl}/commercial-registration/fullinfo/${encodeURIComponent(registrationNumber)}`;
      let status: number;
      let body: string;
      try {
        // One signal for the whole exchange: a server that sends headers and then stalls the body
        // is as unavailable as one that never answers.
        const response = await fetch(url, {
          headers: { apiKey: options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError';
        warn(
          { registrationNumber, error: error instanceof Error ? error.name : String(error) },
          isTimeout ? `Wathq did not answer within ${timeoutMs} ms` : 'Wathq could not be reached',
        );
        return unavailable;
      }

      if (status === 404) return { outcome: 'NOT_FOUND' };
      if (status === 401 || status === 403) {
        warn(
          { status },
          'Wathq refused our API key: it is wrong, expired or not subscribed to commercial registration',
        );
        return unavailable;
      }
      if (status !== 200) {
        warn({ registrationNumber, status }, 'Wathq answered with an unexpected status');
        return unavailable;
      }

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        warn({ registrationNumber, status }, 'Wathq answered 200 with a body that is not JSON');
        return unavailable;
      }
      const parsed = FullInfoSchema.safeParse(json);
      if (!parsed.success) {
        warn(
          { registrationNumber, issues: parsed.error.issues.map((issue) => issue.path.join('.')) },
          'Wathq answered 200 with a body we do not understand',
        );
        return unavailable;
      }
      return toCheck(parsed.data, registrationNumber);
    },
  };
}
