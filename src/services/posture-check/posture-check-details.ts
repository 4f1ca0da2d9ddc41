import { POSTURE_CHECK_TYPES, type PostureCheckTypeId } from '../../entities/posture-check.entity';
import { fieldError } from '../core/errors';
import { OS_TYPES } from './posture-check-types';

/**
 * The fields specific to each posture check type (stored in `details`), validated per type: the
 * REST contract only checks the shape every type shares, since the body differs by typeId.
 */

type Parse = (field: string, value: unknown) => unknown;
interface DetailField {
  parse: Parse;
  /** Absent on create/replace: required (undefined) or this default. */
  fallback?: () => unknown;
  /** On patch, null leaves the field as it is (the spec's nullable patch fields). */
  nullKeeps?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function nonEmptyString(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw fieldError(field, `${field} must be a non-empty string`, value);
  return value.trim();
}

function stringList(field: string, value: unknown, { min = 0, each = nonEmptyString }: { min?: number; each?: (f: string, v: unknown) => string } = {}): string[] {
  if (!Array.isArray(value)) throw fieldError(field, `${field} must be an array of strings`, value);
  if (value.length < min) throw fieldError(field, `${field} must have at least ${min} item${min === 1 ? '' : 's'}`, value);
  return [...new Set(value.map((v, i) => each(`${field}[${i}]`, v)))];
}

function optionalList(field: string, value: unknown, each: (f: string, v: unknown) => string): string[] {
  return value == null ? [] : stringList(field, value, { each });
}

function osType(field: string, value: unknown): string {
  if (!OS_TYPES.includes(value as never)) throw fieldError(field, `${field} must be one of ${OS_TYPES.join(', ')}`, value);
  return value as string;
}

/** Hashes and certificate fingerprints are hex: kept lowercase without separators, as OpenZiti does. */
function hex(field: string, value: unknown): string {
  return nonEmptyString(field, value).replace(/[:\s]/g, '').toLowerCase();
}

function macAddress(field: string, value: unknown): string {
  const mac = nonEmptyString(field, value).replace(/[:.\-\s]/g, '').toLowerCase();
  if (!/^[0-9a-f]{12}$/.test(mac)) throw fieldError(field, `${field} must be a MAC address (12 hex digits)`, value);
  return mac;
}

function process(field: string, value: unknown, multi: boolean): Record<string, unknown> {
  if (!isObject(value)) throw fieldError(field, `${field} must be an object with osType and path`, value);
  const out: Record<string, unknown> = {
    osType: osType(`${field}.osType`, value.osType),
    path: nonEmptyString(`${field}.path`, value.path),
    hashes: optionalList(`${field}.hashes`, value.hashes, hex),
  };
  if (multi) out.signerFingerprints = optionalList(`${field}.signerFingerprints`, value.signerFingerprints, hex);
  else if (value.signerFingerprint != null && value.signerFingerprint !== '') out.signerFingerprint = hex(`${field}.signerFingerprint`, value.signerFingerprint);
  return out;
}

function list<T>(field: string, value: unknown, each: (f: string, v: unknown) => T): T[] {
  if (!Array.isArray(value) || value.length === 0) throw fieldError(field, `${field} must be a non-empty array`, value);
  return value.map((v, i) => each(`${field}[${i}]`, v));
}

function bool(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw fieldError(field, `${field} must be a boolean`, value);
  return value;
}

const MFA_FLAG: DetailField = { parse: bool, fallback: () => false, nullKeeps: true };

const TYPE_FIELDS: Record<PostureCheckTypeId, Record<string, DetailField>> = {
  DOMAIN: { domains: { parse: (f, v) => stringList(f, v, { min: 1 }) } },
  MAC: { macAddresses: { parse: (f, v) => stringList(f, v, { min: 1, each: macAddress }) } },
  OS: {
    operatingSystems: {
      parse: (f, v) => list(f, v, (field, os) => {
        if (!isObject(os)) throw fieldError(field, `${field} must be an object with type and versions`, os);
        return { type: osType(`${field}.type`, os.type), versions: stringList(`${field}.versions`, os.versions ?? []) };
      }),
    },
  },
  PROCESS: { process: { parse: (f, v) => process(f, v, false) } },
  PROCESS_MULTI: {
    semantic: { parse: (f, v) => (v === 'AllOf' || v === 'AnyOf' ? v : fail(f, 'semantic must be AllOf or AnyOf', v)) },
    processes: { parse: (f, v) => list(f, v, (field, p) => process(field, p, true)) },
  },
  MFA: {
    timeoutSeconds: {
      parse: (f, v) => (Number.isInteger(v) && (v as number) >= -1 ? v : fail(f, 'timeoutSeconds must be an integer of at least -1 (-1 or 0: no timeout)', v)),
      fallback: () => 0,
      nullKeeps: true,
    },
    promptOnWake: MFA_FLAG,
    promptOnUnlock: MFA_FLAG,
    ignoreLegacyEndpoints: MFA_FLAG,
  },
};

function fail(field: string, reason: string, value: unknown): never {
  throw fieldError(field, reason, value);
}

/** Names of the fields specific to a type. */
export function detailFieldsOf(typeId: PostureCheckTypeId): string[] {
  return Object.keys(TYPE_FIELDS[typeId]);
}

/**
 * The details of a check from a request body: every field of the type on create and replace
 * (required ones must be present), only those present on patch (merged over `current`).
 */
export function parseDetails(typeId: PostureCheckTypeId, body: Record<string, unknown>, patch: boolean, current: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = patch ? { ...current } : {};
  for (const [name, def] of Object.entries(TYPE_FIELDS[typeId])) {
    const value = body[name];
    if (patch) {
      if (!(name in body) || (value === null && def.nullKeeps)) continue;
      out[name] = def.parse(name, value);
    } else if (value == null) {
      if (!def.fallback) throw fieldError(name, `${name} is required for ${typeId} posture checks`, value);
      out[name] = def.fallback();
    } else {
      out[name] = def.parse(name, value);
    }
  }
  return out;
}

const ALIASES: Record<string, PostureCheckTypeId> = {
  OperatingSystem: 'OS', Process: 'PROCESS', ProcessMulti: 'PROCESS_MULTI', Domain: 'DOMAIN', MacAddress: 'MAC', Mfa: 'MFA',
};

/**
 * A posture check type id from a request: OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA, also
 * accepting the spec's variant definition names (e.g. postureCheckDomainCreate) that generated
 * clients may send as the discriminator.
 */
export function typeIdOf(value: unknown): PostureCheckTypeId | undefined {
  if (typeof value !== 'string') return undefined;
  if ((POSTURE_CHECK_TYPES as readonly string[]).includes(value)) return value as PostureCheckTypeId;
  const m = /^postureCheck(OperatingSystem|ProcessMulti|Process|Domain|MacAddress|Mfa)(Create|Update|Patch|Detail)?$/.exec(value);
  return m ? ALIASES[m[1]] : undefined;
}
