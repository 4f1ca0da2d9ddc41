import { Type, type Static } from '@sinclair/typebox';
import { fieldError } from './core/errors';

/**
 * Tracing of an identity (OpenZiti's `PUT /identities/{id}/trace`): a trace spec names the
 * channels to trace and for how long. This controller stores the spec and shows it until it
 * lapses; it carries no router traffic itself, so nothing is traced here (see the README).
 */

export const TraceSpecWrite = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  duration: Type.Optional(Type.String({ description: 'A Go duration such as "10m" or "1h30m" (at most 7 days); required when enabling' })),
  traceId: Type.Optional(Type.String({ maxLength: 255 })),
  channels: Type.Optional(Type.Array(Type.String({ maxLength: 255 }), { maxItems: 64 })),
});
export type TraceSpec = Static<typeof TraceSpecWrite>;

/** What the spec holds once stored: until when, under which id, for which channels. */
export interface TraceState {
  enabled: boolean;
  traceId: string;
  until: Date | null;
  channels: string[];
}

const MAX_DURATION_MS = 7 * 24 * 3_600_000;
const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** A Go duration string ("300ms", "1.5h", "2h45m") in milliseconds; undefined when it is not one. */
export function parseGoDuration(text: string): number | undefined {
  if (text === '0') return 0;
  const part = /^(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/;
  let rest = text;
  let total = 0;
  while (rest.length) {
    const m = part.exec(rest);
    if (!m) return undefined;
    total += Number(m[1]) * UNIT_MS[m[2]];
    rest = rest.slice(m[0].length);
  }
  return text.length ? total : undefined;
}

/** The state a trace spec asks for at `now`; a spec that disables clears the trace. */
export function traceStateOf(spec: TraceSpec, now: Date, newTraceId: () => string): TraceState {
  if (!spec.enabled) return { enabled: false, traceId: spec.traceId ?? '', until: null, channels: [] };
  if (spec.duration === undefined) throw fieldError('duration', 'duration is required to enable tracing', spec.duration);
  const ms = parseGoDuration(spec.duration);
  if (ms === undefined || ms <= 0 || ms > MAX_DURATION_MS) {
    throw fieldError('duration', 'must be a positive Go duration (e.g. "10m", "1h30m") of at most 7 days', spec.duration);
  }
  return { enabled: true, traceId: spec.traceId || newTraceId(), until: new Date(now.getTime() + ms), channels: spec.channels ?? [] };
}

/** The trace as shown: a trace whose time is up is no longer enabled. */
export function shownTrace(state: TraceState, now: Date): TraceState {
  return state.enabled && state.until && state.until > now ? state : { ...state, enabled: false };
}
