import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { createUser, unique } from '../../support/fixtures';
import { requireError, requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { subscribe, type Subscription } from '../../support/ws-client';
import { IntegrityCheckProgressDocument, type IntegrityCheckProgressSubscription } from '../../graphql/generated';

/**
 * Integrity runs across two controller instances on one database: a run started on A streams
 * its progress to subscribers on B, only one run at a time in the cluster (B gets 429 while A's
 * runs), and B reads A's results.
 */
const pair = twoInstancesOnOneDatabase('the cross-instance integrity test');
const open: Subscription<unknown>[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

type Progress = IntegrityCheckProgressSubscription['integrityCheckProgress'];

/** An admin subscription on B, live once a probe run's `started` event has reached it. */
async function progressOnB(): Promise<Subscription<IntegrityCheckProgressSubscription>> {
  const sub = subscribe(pair.b.url, IntegrityCheckProgressDocument, {}, pair.b.mgmt.token);
  open.push(sub as Subscription<unknown>);
  // graphql-ws has no acknowledgement of a subscription: the first run's events prove it is live.
  const deadline = Date.now() + 15_000;
  for (;;) {
    await finishedRun(() => pair.a.mgmt.post('/database/check-data-integrity', {}));
    const events = await sub.collectFor(300);
    if (events.some((e) => e.integrityCheckProgress.event === 'finished')) return sub;
    assert.ok(Date.now() < deadline, `the subscription on B is not live (errors: ${JSON.stringify(sub.errors)})`);
  }
}

/** Starts a run (202) and waits for it to finish (read on B). */
async function finishedRun(start: () => Promise<{ status: number; text?: string }>): Promise<void> {
  const since = Date.now() - 1_000;
  const res = await start();
  assert.equal(res.status, 202, res.text);
  await pollUntil('the run to finish', async () => {
    const r = requireOk(await pair.b.mgmt.get('/database/data-integrity-results'));
    return !r.inProgress && Date.parse(r.startTime) >= since ? r : undefined;
  }, 20_000);
}

/** The events of one run, from `started` to `finished`. */
async function oneRun(sub: Subscription<IntegrityCheckProgressSubscription>): Promise<Progress[]> {
  const { event: started, skipped } = await sub.takeUntil((e) => e.integrityCheckProgress.event === 'started', 15_000);
  assert.deepEqual(skipped, []);
  const { event: finished, skipped: between } = await sub.takeUntil((e) => e.integrityCheckProgress.event === 'finished', 20_000);
  const events = [started, ...between, finished].map((e) => e.integrityCheckProgress);
  assert.ok(events.every((e) => e.runId === started.integrityCheckProgress.runId), 'one run');
  return events;
}

describe('integrity runs on two instances', () => {
  test('a check and a fix on A stream their progress, findings and results to an admin on B', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const sub = await progressOnB();
    const ghost = `ghost-policy-${randomUUID()}`;
    const identityId = requireOk(await pair.a.mgmt.post('/identities', { name: unique('x'), type: 'User', isAdmin: false }), 201).id;
    await pair.a.app.db.orm.em.fork().execute(`insert into "policy_matches" values (?, 'service-policy', 'identity', ?)`, [ghost, identityId]);

    for (const fixing of [false, true]) {
      const since = Date.now() - 1_000;
      assert.equal((await pair.a.mgmt.post(`/database/${fixing ? 'fix' : 'check'}-data-integrity`, {})).status, 202);
      const events = await oneRun(sub);
      assert.ok(events.every((e) => e.fixing === fixing));
      const phases = events.filter((e) => e.event === 'phase').map((e) => e.phase);
      assert.ok(phases.includes('orphan policy matches') && phases.includes('service-policy matches'), JSON.stringify(phases));
      const progress = events.filter((e) => e.event === 'progress' && e.phase === 'service-policy matches');
      assert.ok(progress.every((p) => typeof p.checked === 'number' && typeof p.total === 'number' && p.checked <= p.total!), JSON.stringify(progress));
      const findings = events.filter((e) => e.event === 'finding');
      assert.equal(findings.length, 1, JSON.stringify(findings));
      assert.match(findings[0].finding!.description, new RegExp(ghost));
      assert.equal(findings[0].finding!.fixed, fixing);
      const finished = events.at(-1)!;
      assert.equal(finished.found, 1);
      assert.equal(finished.fixed, fixing ? 1 : 0);
      assert.equal(finished.error, '');
      assert.equal(finished.result!.fixingErrors, fixing);
      assert.deepEqual(finished.result!.results, [findings[0].finding]);
      // B reads the same persisted result.
      const onB = requireOk(await pair.b.mgmt.get('/database/data-integrity-results'));
      assert.ok(Date.parse(onB.startTime) >= since);
      assert.deepEqual(onB.results, finished.result!.results);
    }
    const [{ n }] = await pair.b.app.db.orm.em.fork().execute(`select count(*)::int as n from "policy_matches" where "policy_id" = ?`, [ghost]);
    assert.equal(n, 0);
  });

  test('while a run is in progress on A, a start on B is 429 RATE_LIMITED, and B reports the run in progress', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const sub = await progressOnB();
    // The run reaches the enrollments phase and waits there for this lock: in progress, observably.
    const blocker = new Client(pair.a.app.db.connection);
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table "enrollments" in access exclusive mode');
      assert.equal((await pair.a.mgmt.post('/database/check-data-integrity', {})).status, 202);
      await sub.takeUntil((e) => e.integrityCheckProgress.event === 'phase' && e.integrityCheckProgress.phase === 'enrollments', 15_000);

      for (const op of ['check', 'fix']) {
        const refused = await pair.b.mgmt.post(`/database/${op}-data-integrity`, {});
        requireError(refused, 429, 'RATE_LIMITED');
      }
      const onB = requireOk(await pair.b.mgmt.get('/database/data-integrity-results'));
      assert.equal(onB.inProgress, true);
      assert.equal(onB.fixingErrors, false);
      assert.equal(onB.endTime, '0001-01-01T00:00:00.000Z');
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const { event } = await sub.takeUntil((e) => e.integrityCheckProgress.event === 'finished', 20_000);
    assert.equal(event.integrityCheckProgress.error, '');
    // Free again: B may start the next run.
    await finishedRun(() => pair.b.mgmt.post('/database/check-data-integrity', {}));
  });

  test('a non-admin subscriber is refused', async (t) => {
    if (!pair.needsPostgres(t)) return;
    const user = await createUser(pair.a, {}, 'management');
    const sub = subscribe(pair.b.url, IntegrityCheckProgressDocument, {}, user.client.token);
    open.push(sub as Subscription<unknown>);
    const errors = await sub.failure(5_000);
    assert.equal(errors[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(errors));
  });
});
