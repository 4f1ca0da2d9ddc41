import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { requireOk } from '../../support/rest-client';
import { create, createService, createUser, sleep, unique, type User } from '../../support/fixtures';
import { totp, userWithMfa } from '../auth/mfa-support';
import { dial, granted, sessionPair } from './session-ends-support';

/**
 * The session sweep (SESSION_SWEEP_SECONDS=1 on both instances): it ends what no write
 * announces, an MFA check's timeout running out, and any session that no longer holds however
 * it came to be (as one created by a statement that raced with the write taking its access
 * away). Both instances sweep; each session ends once.
 */
const pair = sessionPair(1);

/** A session row written straight into the database, for an identity no policy grants the service. */
async function ungrantedSession(user: User): Promise<string> {
  const serviceId = await createService(pair.a);
  const id = unique('sess');
  await pair.a.app.db.orm.em.fork().execute(
    `insert into "sessions" ("id", "created_at", "updated_at", "tags", "token", "api_session_id", "identity_id", "service_id", "type")
     values (?, now(), now(), '{}', ?, ?, ?, ?, 'Dial')`,
    [id, randomUUID(), user.apiSessionId, user.id, serviceId],
  );
  return id;
}

describe('the session sweep', () => {
  test("an MFA check's timeoutSeconds runs out: the session ends on both instances; the Bind session of a check-free policy stays", async () => {
    const check = await create(pair.a, 'posture-checks', { name: unique('mfa'), typeId: 'MFA', timeoutSeconds: 2 });
    const mfaUser = await userWithMfa(pair.a);
    const { user, serviceId } = await granted(pair.a, { dialChecks: [check], user: mfaUser });
    requireOk(await user.client.post('/authenticate/mfa', { code: totp(mfaUser.secret) }));
    const dialId = await dial(user.client, serviceId, 'Dial');
    const bindId = await dial(user.client, serviceId, 'Bind');
    await pair.held(dialId, user);
    // Two seconds of timeout, then at most a second to the next sweep.
    await pair.ended(dialId, user, 8_000);
    await pair.held(bindId, user);
  });

  test('a session that no longer holds, however it came to be, ends; one that holds stays', async () => {
    const { user, serviceId } = await granted(pair.a);
    const kept = await dial(user.client, serviceId);
    const stray = await ungrantedSession(user);
    requireOk(await pair.b.mgmt.get(`/sessions/${stray}`));
    await pair.ended(stray, user, 5_000);
    await sleep(1_200); // another sweep or two
    await pair.held(kept, user);
  });

  test('both instances sweeping at once end a session once, announced once', async () => {
    const user = await createUser(pair.a);
    const stray = await ungrantedSession(user);
    const counts = await Promise.all([pair.a.app.services.sessionSweeper.sweep(), pair.b.app.services.sessionSweeper.sweep()]);
    // The timers may have swept it first: then neither call found it.
    assert.ok(counts[0] + counts[1] <= 1, `swept ${counts}`);
    await pair.ended(stray, user, 5_000);
    assert.equal(await pair.announcements(stray, 1_500), 1);
  });
});
