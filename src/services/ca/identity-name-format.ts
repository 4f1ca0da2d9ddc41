/**
 * Names of identities a CA enrolls automatically (POST /enroll/ca): the CA's
 * identityNameFormat with its placeholders filled in, made unique with a counter.
 */

/**
 * OpenZiti's default format (Z:controller/model/enrollment_mod_ca.go, DefaultCaIdentityNameFormat).
 * The entity and migration default "[caName] - [commonName]" predates this choice; the service
 * always writes the format explicitly, so names match what an OpenZiti controller would give.
 */
export const DEFAULT_IDENTITY_NAME_FORMAT = '[caName]-[commonName]';

export interface IdentityNameValues {
  caName: string;
  caId: string;
  /** Subject common name of the enrolling certificate ('' when it has none). */
  commonName: string;
  /** The name the client asked for; the new identity's id when it asked for none. */
  requestedName: string;
  identityId: string;
}

/** Replaces every known `[placeholder]`; unknown bracketed text stays as it is. */
export function formatIdentityName(format: string, values: IdentityNameValues): string {
  return format.replace(/\[(caName|caId|commonName|requestedName|identityId)\]/g, (_, key: keyof IdentityNameValues) => values[key]);
}

/**
 * The first of `base`, `base000001`, `base000002`… that `isTaken` refuses, as OpenZiti suffixes a
 * clashing name with a six-digit zero-padded counter.
 */
export async function uniqueIdentityName(base: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  for (let n = 0; n < 1_000_000; n++) {
    const name = n === 0 ? base : `${base}${String(n).padStart(6, '0')}`;
    if (!(await isTaken(name))) return name;
  }
  throw new Error(`no free identity name left for ${base}`);
}
