import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';
import { createUser, logIn, type User } from '../../support/fixtures';

/** Helpers of the MFA tests: enrolling an identity and computing its TOTP codes as an authenticator app does. */

/** The base32 secret of a provisioning URL (what an app reads from the QR code). */
export function secretOf(provisioningUrl: string): string {
  const secret = new URL(provisioningUrl).searchParams.get('secret');
  assert.ok(secret, `no secret in ${provisioningUrl}`);
  return secret;
}

/** The TOTP code of `secret` at `timestamp` (now by default): SHA-1, 6 digits, 30 s. */
export function totp(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });
}

/** A 6-digit code the controller must refuse: one of an hour ago, unless it happens to be valid now too. */
export function wrongTotp(secret: string): string {
  const valid = new Set([-3, -2, -1, 0, 1, 2, 3].map((step) => totp(secret, Date.now() + step * 30_000)));
  for (let hour = 1; ; hour++) {
    const code = totp(secret, Date.now() - hour * 3_600_000);
    if (!valid.has(code)) return code;
  }
}

export interface Enrolled {
  secret: string;
  /** The recovery codes shown while the enrollment was unverified. */
  recoveryCodes: string[];
  provisioningUrl: string;
}

/** Starts an enrollment for the client's identity and reads its secret and recovery codes (not verified). */
export async function startEnrollment(client: RestClient): Promise<Enrolled> {
  requireOk(await client.post('/current-identity/mfa'), 201);
  const detail = requireOk(await client.get('/current-identity/mfa'));
  assert.equal(detail.isVerified, false);
  return { secret: secretOf(detail.provisioningUrl), recoveryCodes: detail.recoveryCodes, provisioningUrl: detail.provisioningUrl };
}

/** Enrolls and verifies MFA for the client's identity. */
export async function enrollAndVerify(client: RestClient): Promise<Enrolled> {
  const enrolled = await startEnrollment(client);
  requireOk(await client.post('/current-identity/mfa/verify', { code: totp(enrolled.secret) }));
  return enrolled;
}

/** A non-admin user (client API) with verified MFA; its first session is complete (it verified). */
export async function userWithMfa(server: TestServer, body: Record<string, unknown> = {}): Promise<User & Enrolled> {
  const user = await createUser(server, body);
  return { ...user, ...(await enrollAndVerify(user.client)) };
}

/** A new login of a user with MFA: partially authenticated until a code is given. */
export async function partialLogin(server: TestServer, user: { username: string; password: string }, api: 'client' | 'management' = 'client'): Promise<{ client: RestClient; session: any }> {
  const { client } = await logIn(server, user.username, user.password, api);
  const session = requireOk(await client.get('/current-api-session'));
  assert.equal(session.isMfaRequired, true);
  assert.equal(session.isMfaComplete, false);
  return { client, session };
}

/** The authQueries of a session that still owes its TOTP code, as OpenZiti describes it. */
export const MFA_AUTH_QUERIES = [{ typeId: 'MFA', provider: 'ziti', format: 'alphaNumeric', httpMethod: 'POST', httpUrl: './authenticate/mfa', minLength: 4, maxLength: 6 }];
