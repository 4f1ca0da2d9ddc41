import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { databaseUrlOf } from '../../support/db';
import { requireOk, type RestClient } from '../../support/rest-client';
import { gql } from '../../support/gql-client';
import { subscribe, untilLive, SubscriptionTimeout, type Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, createUser, sharedEdgeRouter, unique, type User } from '../../support/fixtures';
import { EntityChangedDocument, SessionEndsSessionDocument, type EntityChangedSubscription } from '../../graphql/generated';

/**
 * Two controller instances on one database (on the embedded store, B connects to A's server)
 * with SESSION_SWEEP_SECONDS as given, and an admin's entityChanged subscription on B that
 * collects the deleted sessions it is told about.
 */
export interface SessionPair {
  readonly a: TestServer;
  readonly b: TestServer;
  /** Waits until B announced the session's deletion, and checks it is gone on both instances (REST and GraphQL). */
  ended(sessionId: string, owner: User, ms?: number): Promise<void>;
  /** Checks the session is still there on both instances. */
  held(sessionId: string, owner: User): Promise<void>;
  /** Whether B announced the session's deletion so far (waits `ms` for more announcements first). */
  announced(sessionId: string, ms: number): Promise<boolean>;
  /** How many times B announced the session's deletion so far (waits `ms` for more first). */
  announcements(sessionId: string, ms: number): Promise<number>;
}

export function sessionPair(sweepSeconds: number): SessionPair {
  const env = { SESSION_SWEEP_SECONDS: String(sweepSeconds) };
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let watch: Subscription<EntityChangedSubscription> | undefined;
  /** Deleted sessions B announced, with how many times each. */
  const deleted = new Map<string, number>();

  before(async () => {
    a = await startTestServer({ env });
    b = await startTestServer({ databaseUrl: databaseUrlOf(a.app.db.connection), env: { ...env, ADMIN_PASSWORD: a.adminPassword } });
    watch = subscribe(b.url, EntityChangedDocument, { kinds: ['SESSIONS'] }, b.mgmt.token);
    // Live once a session the admin created and ended on A is announced on B.
    const adminId = requireOk(await a.client.get('/current-identity')).id;
    const probeService = await createService(a);
    await sharedEdgeRouter(a, [`@${adminId}`], [`@${probeService}`]);
    const probes = new Set<string>();
    await untilLive(
      watch,
      async () => {
        const id = requireOk(await a!.client.post('/sessions', { serviceId: probeService }), 201).id;
        probes.add(id);
        requireOk(await a!.client.delete(`/sessions/${id}`));
      },
      (e) => e.entityChanged.action === 'deleted' && probes.has(e.entityChanged.id),
      15_000,
    );
  });
  after(async () => {
    await watch?.dispose();
    await b?.close();
    await a?.close();
  });

  /** Moves what B announced into `deleted`, for up to `ms`; stops early once `until` holds. */
  async function drain(ms: number, until: () => boolean): Promise<void> {
    const deadline = Date.now() + ms;
    while (!until() && Date.now() < deadline) {
      try {
        const [e] = await watch!.take(1, Math.max(1, Math.min(250, deadline - Date.now())));
        if (e.entityChanged.action === 'deleted') deleted.set(e.entityChanged.id, (deleted.get(e.entityChanged.id) ?? 0) + 1);
      } catch (err) {
        if (!(err instanceof SubscriptionTimeout)) throw err;
      }
    }
  }

  const pair: SessionPair = {
    get a() {
      assert.ok(a, 'instance a is not running');
      return a;
    },
    get b() {
      assert.ok(b, 'instance b is not running');
      return b;
    },
    async ended(sessionId, owner, ms = 10_000) {
      await drain(ms, () => deleted.has(sessionId));
      assert.ok(deleted.has(sessionId), `B announced no deletion of session ${sessionId} within ${ms} ms`);
      assert.equal((await owner.client.get(`/sessions/${sessionId}`)).status, 404, 'gone on A for its owner');
      assert.equal((await pair.b.anon('client').as(owner.client.token!).get(`/sessions/${sessionId}`)).status, 404, 'gone on B for its owner');
      assert.equal((await pair.b.mgmt.get(`/sessions/${sessionId}`)).status, 404, 'gone on B for an admin');
      const onB = await gql(pair.b.url, SessionEndsSessionDocument, { id: sessionId }, pair.b.mgmt.token);
      assert.equal(onB.errors?.[0]?.extensions?.code, 'NOT_FOUND', `GraphQL on B: ${JSON.stringify(onB.errors ?? onB.data)}`);
    },
    async held(sessionId, owner) {
      requireOk(await owner.client.get(`/sessions/${sessionId}`));
      requireOk(await pair.b.mgmt.get(`/sessions/${sessionId}`));
      assert.equal(deleted.has(sessionId), false, `session ${sessionId} was announced as deleted`);
    },
    async announced(sessionId, ms) {
      await drain(ms, () => false);
      return deleted.has(sessionId);
    },
    async announcements(sessionId, ms) {
      await drain(ms, () => false);
      return deleted.get(sessionId) ?? 0;
    },
  };
  return pair;
}

/** A session of `type` for the client's identity; returns its id. */
export async function dial(client: RestClient, serviceId: string, type: 'Dial' | 'Bind' = 'Dial'): Promise<string> {
  return requireOk(await client.post('/sessions', { serviceId, type }), 201).id;
}

export interface Granted {
  user: User;
  attr: string;
  serviceId: string;
  serviceAttr: string;
  /** The policy of each type granting the service, by type. */
  policies: Record<'Dial' | 'Bind', string>;
}

/**
 * A user (identity attribute `attr`; `user` given: its attributes become that) granted Dial and
 * Bind on a new service (attribute `serviceAttr`) by one policy each, through a shared edge
 * router. `dialChecks`: posture check ids of the Dial policy.
 */
export async function granted(server: TestServer, opts: { dialChecks?: string[]; user?: User } = {}): Promise<Granted> {
  const attr = unique('a');
  const serviceAttr = unique('s');
  const user = opts.user ?? (await createUser(server, { roleAttributes: [attr] }));
  if (opts.user) requireOk(await server.mgmt.patch(`/identities/${user.id}`, { roleAttributes: [attr] }));
  const serviceId = await createService(server, { roleAttributes: [serviceAttr] });
  await sharedEdgeRouter(server, [`#${attr}`], [`#${serviceAttr}`]);
  const policies = {
    Dial: await createServicePolicy(server, 'Dial', [`#${attr}`], [`#${serviceAttr}`], { postureCheckRoles: (opts.dialChecks ?? []).map((id) => `@${id}`) }),
    Bind: await createServicePolicy(server, 'Bind', [`#${attr}`], [`#${serviceAttr}`]),
  };
  return { user, attr, serviceId, serviceAttr, policies };
}
