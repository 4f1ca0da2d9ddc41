import type { PostureCheck } from '../../entities';

/**
 * Posture evaluation: pure functions over a check, the caller's latest posture data (per API
 * session, see posture-response.service.ts) and the time. Nothing here reads the database.
 */

export interface OsData { type: string; version: string; build?: string; at: string }
export interface ProcessData { path: string; isRunning: boolean; hash?: string; signerFingerprints: string[]; postureCheckId: string; at: string }

/** What an API session reported (and, for MFA, did), as evaluation reads it. */
export interface PostureState {
  os?: OsData;
  mac?: { addresses: string[]; at: string };
  domain?: { domain: string; at: string };
  /** By process path. */
  processes: ProcessData[];
  endpointState?: { wokenAt?: string; unlockedAt?: string };
  /** When the API session last gave a TOTP code (login, enrollment verification or re-authentication). */
  mfa?: { passedAt: string };
  /** The endpoint's SDK is too old to answer MFA prompts (not reported to this controller: always false today). */
  isLegacyEndpoint?: boolean;
}

export const EMPTY_POSTURE: PostureState = { processes: [] };

type CheckLike = Pick<PostureCheck, 'id' | 'typeId' | 'details'>;

/** The result of one check: whether it passes, and for MFA with a timeout the seconds left (else -1). */
export interface CheckResult {
  isPassing: boolean;
  timeoutRemaining: number;
}

/** Whether a posture check passes for the caller's data at `now`. */
export function evaluatePostureCheck(check: CheckLike, data: PostureState, now: Date = new Date()): boolean {
  return evaluateCheck(check, data, now).isPassing;
}

export function evaluateCheck(check: CheckLike, data: PostureState, now: Date = new Date()): CheckResult {
  const d = check.details as Record<string, any>;
  const simple = (isPassing: boolean): CheckResult => ({ isPassing, timeoutRemaining: -1 });
  switch (check.typeId) {
    case 'OS':
      return simple(osPasses(d.operatingSystems ?? [], data.os));
    case 'MAC':
      return simple(macPasses(d.macAddresses ?? [], data.mac?.addresses ?? []));
    case 'DOMAIN':
      return simple(domainPasses(d.domains ?? [], data.domain?.domain));
    case 'PROCESS':
      return simple(d.process ? processPasses(d.process, data.processes) : false);
    case 'PROCESS_MULTI': {
      const results = ((d.processes ?? []) as ProcessSpec[]).map((p) => processPasses(p, data.processes));
      return simple(results.length > 0 && (d.semantic === 'AnyOf' ? results.some(Boolean) : results.every(Boolean)));
    }
    case 'MFA':
      return mfaResult(d as MfaSpec, data, now);
    default:
      return simple(false);
  }
}

// ---- OS ----

/** A version as numbers: leading numeric dot-separated parts ("v10.0.19041-rc1" → [10, 0, 19041]). */
export function parseVersion(text: string): number[] | undefined {
  const m = /^\s*v?(\d+(?:\.\d+)*)/i.exec(text);
  return m ? m[1].split('.').map(Number) : undefined;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length, 3); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}

/**
 * Whether `version` is in `range`, semver range syntax as OpenZiti's OS check uses it: terms
 * separated by spaces must all hold, alternatives separated by `||`; a term is an operator
 * (`>`, `>=`, `<`, `<=`, `=`, `==`, `!=`, none meaning `=`) and a version (missing parts are 0).
 */
export function versionInRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alternative) => {
    const terms = alternative.trim().replace(/(>=|<=|==|!=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
    if (!terms.length) return false;
    return terms.every((term) => {
      const m = /^(>=|<=|==|!=|>|<|=)?(.+)$/.exec(term);
      const bound = m && parseVersion(m[2]);
      if (!m || !bound) return false;
      const c = compareVersions(v, bound);
      switch (m[1]) {
        case '>': return c > 0;
        case '>=': return c >= 0;
        case '<': return c < 0;
        case '<=': return c <= 0;
        case '!=': return c !== 0;
        default: return c === 0;
      }
    });
  });
}

function osPasses(operatingSystems: { type: string; versions?: string[] }[], os: OsData | undefined): boolean {
  if (!os) return false;
  return operatingSystems.some((o) => o.type.toLowerCase() === os.type.toLowerCase()
    && (!o.versions?.length || o.versions.some((range) => versionInRange(os.version, range))));
}

// ---- MAC, DOMAIN ----

export const normalizeMac = (mac: string) => mac.replace(/[:.\-\s]/g, '').toLowerCase();

function macPasses(allowed: string[], reported: string[]): boolean {
  const have = new Set(reported.map(normalizeMac));
  return allowed.some((mac) => have.has(normalizeMac(mac)));
}

function domainPasses(allowed: string[], domain: string | undefined): boolean {
  const d = domain?.trim().toLowerCase();
  return !!d && allowed.some((a) => a.trim().toLowerCase() === d);
}

// ---- processes ----

interface ProcessSpec { osType?: string; path: string; hashes?: string[]; signerFingerprint?: string; signerFingerprints?: string[] }

export const normalizeHex = (hex: string) => hex.replace(/[:\s]/g, '').toLowerCase();

/** Windows and macOS paths compare without case, others exactly. */
export function samePath(a: string, b: string, osType?: string): boolean {
  return osType === 'Linux' ? a === b : a.toLowerCase() === b.toLowerCase();
}

function processPasses(spec: ProcessSpec, processes: ProcessData[]): boolean {
  const data = processes.find((p) => samePath(p.path, spec.path, spec.osType));
  if (!data || !data.isRunning) return false;
  const hashes = (spec.hashes ?? []).map(normalizeHex);
  if (hashes.length && !(data.hash && hashes.includes(normalizeHex(data.hash)))) return false;
  const signers = [...(spec.signerFingerprints ?? []), ...(spec.signerFingerprint ? [spec.signerFingerprint] : [])].map(normalizeHex);
  if (signers.length && !data.signerFingerprints.some((f) => signers.includes(normalizeHex(f)))) return false;
  return true;
}

// ---- MFA ----

interface MfaSpec { timeoutSeconds?: number; promptOnWake?: boolean; promptOnUnlock?: boolean; ignoreLegacyEndpoints?: boolean }

/**
 * MFA: the API session gave a TOTP code, within `timeoutSeconds` (-1 or 0: no timeout), and —
 * with promptOnWake / promptOnUnlock — not before the endpoint last reported waking / unlocking
 * (a wake or unlock after the code asks for a fresh one). `ignoreLegacyEndpoints` passes
 * endpoints too old to be prompted. `timeoutRemaining` is the seconds left of the timeout
 * (0 once failed), -1 without a timeout.
 */
function mfaResult(spec: MfaSpec, data: PostureState, now: Date): CheckResult {
  const timeout = typeof spec.timeoutSeconds === 'number' && spec.timeoutSeconds > 0 ? spec.timeoutSeconds : -1;
  if (spec.ignoreLegacyEndpoints && data.isLegacyEndpoint) return { isPassing: true, timeoutRemaining: timeout };
  const failed: CheckResult = { isPassing: false, timeoutRemaining: timeout > 0 ? 0 : -1 };
  const passedAt = data.mfa ? Date.parse(data.mfa.passedAt) : NaN;
  if (Number.isNaN(passedAt)) return failed;
  const after = (at: string | undefined) => at !== undefined && Date.parse(at) > passedAt;
  if (spec.promptOnWake && after(data.endpointState?.wokenAt)) return failed;
  if (spec.promptOnUnlock && after(data.endpointState?.unlockedAt)) return failed;
  if (timeout < 0) return { isPassing: true, timeoutRemaining: -1 };
  const remainingMs = passedAt + timeout * 1000 - now.getTime();
  if (remainingMs <= 0) return failed;
  return { isPassing: true, timeoutRemaining: Math.ceil(remainingMs / 1000) };
}

// ---- why a check fails ----

/** Go's zero time: what OpenZiti shows for a time that never happened. */
const NEVER = '0001-01-01T00:00:00.000Z';

/**
 * What a failing check expected and what the caller had, by the check's type, in the shapes of
 * the official postureCheckFailure<Type> (failed service requests show them, so an administrator
 * sees why a dial failed): DOMAIN and MAC the reported value(s) against the check's list, OS the
 * reported system against the allowed ones, PROCESS (and each of PROCESS_MULTI) the reported process
 * against the expected one, MFA the session's MFA state against what the check requires (with
 * the criteria: times and timeout).
 */
export function failureValues(check: CheckLike, data: PostureState, now: Date = new Date()): FailureValues {
  const d = check.details as Record<string, any>;
  switch (check.typeId) {
    case 'DOMAIN':
      return { actualValue: data.domain?.domain ?? '', expectedValue: d.domains ?? [] };
    case 'MAC':
      return { actualValue: data.mac?.addresses ?? [], expectedValue: d.macAddresses ?? [] };
    case 'OS':
      return { actualValue: { type: data.os?.type ?? '', version: data.os?.version ?? '' }, expectedValue: d.operatingSystems ?? [] };
    case 'PROCESS':
      return { actualValue: processActual(d.process, data.processes), expectedValue: d.process ?? {} };
    case 'PROCESS_MULTI': {
      const specs = (d.processes ?? []) as ProcessSpec[];
      return { actualValue: specs.map((p) => processActual(p, data.processes)), expectedValue: specs, semantic: d.semantic ?? 'AllOf' };
    }
    case 'MFA': {
      const spec = d as MfaSpec;
      const passedAt = data.mfa?.passedAt;
      const passed = passedAt !== undefined && !Number.isNaN(Date.parse(passedAt));
      const notBefore = (at: string | undefined) => passed && (at === undefined || Date.parse(at) <= Date.parse(passedAt!));
      const timeoutSeconds = typeof spec.timeoutSeconds === 'number' ? spec.timeoutSeconds : -1;
      const { timeoutRemaining } = mfaResult(spec, data, now);
      return {
        actualValue: {
          passedMfa: passed,
          passedOnWake: notBefore(data.endpointState?.wokenAt),
          passedOnUnlock: notBefore(data.endpointState?.unlockedAt),
          timedOut: !passed || (timeoutSeconds > 0 && timeoutRemaining === 0),
        },
        expectedValue: { passedMfa: true, passedOnWake: !!spec.promptOnWake, passedOnUnlock: !!spec.promptOnUnlock, timedOut: false },
        criteria: {
          passedMfaAt: passed ? new Date(passedAt!).toISOString() : NEVER,
          wokenAt: data.endpointState?.wokenAt ? new Date(data.endpointState.wokenAt).toISOString() : NEVER,
          unlockedAt: data.endpointState?.unlockedAt ? new Date(data.endpointState.unlockedAt).toISOString() : NEVER,
          timeoutSeconds,
          timeoutRemainingSeconds: timeoutRemaining,
        },
      };
    }
    default:
      return { actualValue: null, expectedValue: null };
  }
}

/** What a check expected and what the caller had (see failureValues). */
export interface FailureValues {
  actualValue: unknown;
  expectedValue: unknown;
  criteria?: unknown;
  semantic?: string;
}

/** The reported process a check's process is compared with (OpenZiti's postureCheckFailureProcessActual); nothing reported: not running. */
function processActual(spec: ProcessSpec | undefined, processes: ProcessData[]): Record<string, unknown> {
  const data = spec ? processes.find((p) => samePath(p.path, spec.path, spec.osType)) : undefined;
  return {
    isRunning: data?.isRunning ?? false,
    hash: data?.hash ?? '',
    signerFingerprints: data?.signerFingerprints ?? [],
    ...(spec?.osType ? { osType: spec.osType } : {}),
    path: data?.path ?? spec?.path ?? '',
  };
}
