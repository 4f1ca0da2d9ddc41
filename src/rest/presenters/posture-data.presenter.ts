import type { Static } from '@sinclair/typebox';
import type * as A from '../contract/access.schemas';
import type { FailedServiceRequest } from '../../services/posture/failed-requests';
import type { IdentityPostureData, PostureDataEntry } from '../../services/posture/identity-posture-data';

/** Go's zero time: what OpenZiti shows for a time that never happened (the official schema wants a date-time). */
const ZERO_TIME = '0001-01-01T00:00:00.000Z';
const iso = (d: Date | undefined) => d?.toISOString() ?? ZERO_TIME;

function base(entry: PostureDataEntry | undefined) {
  return { postureCheckId: entry?.postureCheckId ?? '', timedOut: false, lastUpdatedAt: iso(entry?.lastUpdatedAt) };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const texts = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** postureData: every kind present, empty where nothing was reported (as OpenZiti's zero values). */
export function presentIdentityPostureData(d: IdentityPostureData): Static<typeof A.IdentityPostureData> {
  return {
    os: { ...base(d.os), type: text(d.os?.data.type), version: text(d.os?.data.version), build: text(d.os?.data.build) },
    mac: { ...base(d.mac), addresses: texts(d.mac?.data.addresses) },
    domain: { ...base(d.domain), domain: text(d.domain?.data.domain) },
    processes: d.processes.map((p) => ({
      ...base(p), isRunning: p.data.isRunning === true, binaryHash: text(p.data.hash), signerFingerprints: texts(p.data.signerFingerprints),
    })),
    apiSessionPostureData: Object.fromEntries(
      d.sessions.map((s) => {
        const passed = s.mfaPassedAt;
        const after = (t: Date | undefined) => !!passed && (!t || passed >= t);
        return [
          s.apiSessionId,
          {
            mfa: { apiSessionId: s.apiSessionId, passedMfa: !!passed, passedAt: iso(passed), passedOnWake: after(s.wokenAt), passedOnUnlock: after(s.unlockedAt) },
            ...(s.wokenAt || s.unlockedAt ? { endpointState: { wokenAt: iso(s.wokenAt), unlockedAt: iso(s.unlockedAt) } } : {}),
          },
        ];
      }),
    ),
  };
}

export function presentFailedServiceRequest(f: FailedServiceRequest): Static<typeof A.FailedServiceRequest> {
  return { ...f, when: f.when.toISOString() };
}
