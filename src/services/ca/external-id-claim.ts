import { X509Certificate } from 'node:crypto';
import type { ExternalIdClaim } from '../../entities/ca.entity';
import { parseCertificate } from '../../pki';
import { fieldError } from '../core/errors';

/**
 * A CA's externalIdClaim: where its certificates carry the external id of their identity.
 * Claims are found as OpenZiti's x509-claims library finds them: the values at the location,
 * those the matcher accepts, each parsed into claims; the claim at `index` is the external id.
 */

/** The claim as a request gives it: every field present but possibly null (PATCH: possibly absent). */
export type ExternalIdClaimInput = { [K in keyof ExternalIdClaim]?: ExternalIdClaim[K] | null };

const LOCATIONS: ExternalIdClaim['location'][] = ['COMMON_NAME', 'SAN_URI', 'SAN_EMAIL'];
/** SAN URIs are matched by scheme; names and e-mail addresses by prefix or suffix. */
const MATCHERS_BY_LOCATION: Record<ExternalIdClaim['location'], ExternalIdClaim['matcher'][]> = {
  COMMON_NAME: ['ALL', 'PREFIX', 'SUFFIX'],
  SAN_EMAIL: ['ALL', 'PREFIX', 'SUFFIX'],
  SAN_URI: ['ALL', 'SCHEME'],
};
const PARSERS: ExternalIdClaim['parser'][] = ['NONE', 'SPLIT'];

/**
 * Checks a claim definition as a whole and returns it normalized (criteria '' when unused,
 * index 0 when null). OpenZiti only notices a bad definition when a certificate enrolls; here
 * the administrator hears of it when writing the CA.
 */
export function validateExternalIdClaim(input: ExternalIdClaimInput, field = 'externalIdClaim'): ExternalIdClaim {
  const { location, matcher, parser } = input;
  if (!location || !LOCATIONS.includes(location)) throw fieldError(`${field}.location`, `must be one of ${LOCATIONS.join(', ')}`, location);
  const matchers = MATCHERS_BY_LOCATION[location];
  if (!matcher || !matchers.includes(matcher)) throw fieldError(`${field}.matcher`, `must be one of ${matchers.join(', ')} for location ${location}`, matcher);
  const matcherCriteria = input.matcherCriteria ?? '';
  if (matcher !== 'ALL' && matcherCriteria === '') throw fieldError(`${field}.matcherCriteria`, `matcher ${matcher} needs criteria`, input.matcherCriteria);
  if (!parser || !PARSERS.includes(parser)) throw fieldError(`${field}.parser`, `must be one of ${PARSERS.join(', ')}`, parser);
  const parserCriteria = input.parserCriteria ?? '';
  if (parser === 'SPLIT' && parserCriteria === '') throw fieldError(`${field}.parserCriteria`, 'parser SPLIT needs a separator', input.parserCriteria);
  const index = input.index ?? 0;
  if (!Number.isInteger(index) || index < 0) throw fieldError(`${field}.index`, 'must be a non-negative integer', input.index);
  return { location, matcher, matcherCriteria, parser, parserCriteria, index };
}

/** The external id `claim` finds in a certificate, or undefined when it finds none. */
export function externalIdOf(claim: ExternalIdClaim, certPem: string): string | undefined {
  const claims = valuesAt(claim.location, certPem)
    .filter((value) => matches(claim, value))
    .flatMap((value) => (claim.parser === 'SPLIT' ? value.split(claim.parserCriteria) : [value]));
  return claims[claim.index];
}

function valuesAt(location: ExternalIdClaim['location'], certPem: string): string[] {
  switch (location) {
    case 'COMMON_NAME': {
      const cn = parseCertificate(certPem).subjectCN;
      return cn ? [cn] : [];
    }
    case 'SAN_URI':
      return parseCertificate(certPem).sans.uris;
    case 'SAN_EMAIL':
      return sanEntries(certPem, 'email');
  }
}

function matches(claim: ExternalIdClaim, value: string): boolean {
  switch (claim.matcher) {
    case 'ALL':
      return true;
    case 'PREFIX':
      return value.startsWith(claim.matcherCriteria);
    case 'SUFFIX':
      return value.endsWith(claim.matcherCriteria);
    case 'SCHEME': {
      const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1];
      return scheme?.toLowerCase() === claim.matcherCriteria.toLowerCase();
    }
  }
}

/**
 * Subject alternative names of one kind from Node's rendering ("DNS:a, email:b, URI:c"), where
 * values holding a comma or quote are JSON-quoted.
 */
function sanEntries(certPem: string, kind: string): string[] {
  const rendered = new X509Certificate(certPem).subjectAltName ?? '';
  const entry = /(?:^|, )([A-Za-z ]+):("(?:[^"\\]|\\.)*"|[^,]*)/g;
  const values: string[] = [];
  for (const [, k, raw] of rendered.matchAll(entry)) {
    if (k === kind) values.push(raw.startsWith('"') ? (JSON.parse(raw) as string) : raw);
  }
  return values;
}
