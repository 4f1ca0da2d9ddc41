import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import { createCredentials, createUser } from '../../support/fixtures';
import {
  CompleteMfaDocument,
  DisableMfaDocument,
  MfaCurrentIdentityDocument,
  MfaCurrentSessionDocument,
  MfaIdentityDocument,
  MfaLoginDocument,
  MyAuthenticatorsDocument,
  MyMfaDocument,
  MyMfaRecoveryCodesDocument,
  RegenerateMfaRecoveryCodesDocument,
  RemoveIdentityMfaDocument,
  StartMfaEnrollmentDocument,
  SummaryDocument,
  VerifyMfaDocument,
} from '../../graphql/generated';
import { MFA_AUTH_QUERIES, partialLogin, secretOf, startEnrollment, totp, userWithMfa, wrongTotp } from './mfa-support';

/** TOTP MFA over GraphQL, and the same enrollment seen through REST and GraphQL. */

const server = useTestServer();

async function gqlLogin(username: string, password: string) {
  return requireData(await server.gql(MfaLoginDocument, { username, password }, null)).login;
}

describe('GraphQL MFA', () => {
  test('enroll, verify, then login shows a partial session that completeMfa completes', async () => {
    const creds = await createCredentials(server);
    const { token } = await gqlLogin(creds.username, creds.password);
    assert.equal(errorCode(await server.gql(MyMfaDocument, {}, token)), 'MFA_ENROLLMENT_NOT_STARTED');

    const started = requireData(await server.gql(StartMfaEnrollmentDocument, {}, token)).startMfaEnrollment;
    assert.equal(started.isVerified, false);
    const secret = secretOf(started.provisioningUrl!);
    assert.equal(started.provisioningUrl, `otpauth://totp/openziti.io:${creds.name}?secret=${secret}&issuer=openziti.io`);
    assert.equal(started.recoveryCodes?.length, 20);

    assert.equal(errorCode(await server.gql(VerifyMfaDocument, { code: wrongTotp(secret) }, token)), 'MFA_INVALID_TOKEN');
    assert.equal(requireData(await server.gql(VerifyMfaDocument, { code: totp(secret) }, token)).verifyMfa, true);
    const verified = requireData(await server.gql(MyMfaDocument, {}, token)).myMfa;
    assert.deepEqual([verified.id, verified.isVerified, verified.provisioningUrl, verified.recoveryCodes], [started.id, true, null, null]);
    assert.equal(requireData(await server.gql(MfaCurrentIdentityDocument, {}, token)).currentIdentity.isMfaEnabled, true);
    assert.equal(requireData(await server.gql(MfaIdentityDocument, { id: creds.id })).identity.isMfaEnabled, true);
    assert.equal(errorCode(await server.gql(StartMfaEnrollmentDocument, {}, token)), 'MFA_EXISTS');

    // A new login is partial: the login mutation says so.
    const login = await gqlLogin(creds.username, creds.password);
    assert.equal(login.session.isMfaRequired, true);
    assert.equal(login.session.isMfaComplete, false);
    assert.deepEqual(login.session.authQueries, MFA_AUTH_QUERIES);
    const partial = login.token;
    assert.equal(requireData(await server.gql(MfaCurrentSessionDocument, {}, partial)).currentApiSession.id, login.session.id);
    assert.equal(requireData(await server.gql(MfaCurrentIdentityDocument, {}, partial)).currentIdentity.id, creds.id);
    assert.equal(errorCode(await server.gql(MyAuthenticatorsDocument, {}, partial)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(MyMfaRecoveryCodesDocument, { code: totp(secret) }, partial)), 'FORBIDDEN');

    assert.equal(errorCode(await server.gql(CompleteMfaDocument, { code: wrongTotp(secret) }, partial)), 'MFA_INVALID_TOKEN');
    assert.equal(requireData(await server.gql(CompleteMfaDocument, { code: totp(secret) }, partial)).completeMfa, true);
    const complete = requireData(await server.gql(MfaCurrentSessionDocument, {}, partial)).currentApiSession;
    assert.deepEqual([complete.isMfaRequired, complete.isMfaComplete, complete.authQueries], [true, true, []]);
    assert.ok(requireData(await server.gql(MyAuthenticatorsDocument, {}, partial)).myAuthenticators.items.length > 0);
  });

  test('a partial admin session is FORBIDDEN admin queries', async () => {
    const admin = await userWithMfa(server, { isAdmin: true });
    const { token } = await gqlLogin(admin.username, admin.password);
    assert.equal(errorCode(await server.gql(SummaryDocument, {}, token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(RemoveIdentityMfaDocument, { id: admin.id }, token)), 'FORBIDDEN');
    requireData(await server.gql(CompleteMfaDocument, { code: totp(admin.secret) }, token));
    assert.equal(typeof requireData(await server.gql(SummaryDocument, {}, token)).summary, 'object');
  });

  test('recovery codes: regenerate returns them, view shows them while new, and they work over REST', async () => {
    const user = await userWithMfa(server);
    const token = user.client.token!;
    assert.deepEqual(requireData(await server.gql(MyMfaRecoveryCodesDocument, { code: totp(user.secret) }, token)).myMfaRecoveryCodes.recoveryCodes, []);
    assert.equal(errorCode(await server.gql(RegenerateMfaRecoveryCodesDocument, { code: wrongTotp(user.secret) }, token)), 'MFA_INVALID_TOKEN');
    // A recovery code can authorize the regeneration (it is used up, with every other old code).
    const { recoveryCodes } = requireData(await server.gql(RegenerateMfaRecoveryCodesDocument, { code: user.recoveryCodes[0] }, token)).regenerateMfaRecoveryCodes;
    assert.equal(recoveryCodes.length, 20);
    assert.deepEqual(requireData(await server.gql(MyMfaRecoveryCodesDocument, { code: totp(user.secret) }, token)).myMfaRecoveryCodes.recoveryCodes, recoveryCodes);

    const rest = await partialLogin(server, user);
    requireOk(await rest.client.post('/authenticate/mfa', { code: recoveryCodes[7] }));
    const gqlPartial = (await gqlLogin(user.username, user.password)).token;
    assert.equal(errorCode(await server.gql(CompleteMfaDocument, { code: recoveryCodes[7] }, gqlPartial)), 'MFA_INVALID_TOKEN');
  });

  test('disableMfa needs a code once verified; removeIdentityMfa is for admins', async () => {
    const user = await userWithMfa(server);
    const token = user.client.token!;
    assert.equal(errorCode(await server.gql(DisableMfaDocument, {}, token)), 'MFA_INVALID_TOKEN');
    assert.equal(requireData(await server.gql(DisableMfaDocument, { code: totp(user.secret) }, token)).disableMfa, true);
    assert.equal(errorCode(await server.gql(MyMfaDocument, {}, token)), 'MFA_ENROLLMENT_NOT_STARTED');

    const other = await userWithMfa(server);
    assert.equal(errorCode(await server.gql(RemoveIdentityMfaDocument, { id: other.id }, token)), 'FORBIDDEN');
    assert.equal(requireData(await server.gql(RemoveIdentityMfaDocument, { id: other.id })).removeIdentityMfa, true);
    assert.equal(requireData(await server.gql(MfaIdentityDocument, { id: other.id })).identity.isMfaEnabled, false);
    assert.equal(errorCode(await server.gql(RemoveIdentityMfaDocument, { id: other.id })), 'NOT_FOUND', 'nothing left to remove, as REST answers');
    assert.equal(errorCode(await server.gql(RemoveIdentityMfaDocument, { id: 'no-such-identity' })), 'NOT_FOUND');
  });

  test('REST and GraphQL show the same unverified enrollment', async () => {
    const { client } = await createUser(server);
    await startEnrollment(client);
    const rest = requireOk(await client.get('/current-identity/mfa'));
    const graphql = requireData(await server.gql(MyMfaDocument, {}, client.token!)).myMfa;
    assert.deepEqual(
      { id: graphql.id, isVerified: graphql.isVerified, provisioningUrl: graphql.provisioningUrl, recoveryCodes: graphql.recoveryCodes, createdAt: graphql.createdAt, updatedAt: graphql.updatedAt },
      { id: rest.id, isVerified: rest.isVerified, provisioningUrl: rest.provisioningUrl, recoveryCodes: rest.recoveryCodes, createdAt: rest.createdAt, updatedAt: rest.updatedAt },
    );
    // Disabling an unverified enrollment needs no code.
    assert.equal(requireData(await server.gql(DisableMfaDocument, {}, client.token!)).disableMfa, true);
  });
});
