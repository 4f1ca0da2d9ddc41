import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { createEdgeRouterPolicy, createIdentity, createServiceEdgeRouterPolicy, createServicePolicy, unique } from '../../support/fixtures';

const server = useTestServer();

/** The GIN indexes on the policies' roles: every write of an entity's attributes looks policies up through them. */
async function policyRoleIndexes(): Promise<string[]> {
  const rows = await server.app.services.deps.orm.em.fork().execute<{ name: string }[]>(
    `select c."relname" as "name" from "pg_class" c join "pg_index" i on i."indexrelid" = c."oid" join "pg_class" t on t."oid" = i."indrelid"
      join "pg_am" am on am."oid" = c."relam"
      where am."amname" = 'gin' and t."relname" in ('service_policies', 'edge_router_policies', 'service_edge_router_policies') order by 1`,
  );
  return rows.map((r) => r.name);
}

test('policy writes go into the role indexes at once: nothing waits in a pending list for the lookups to scan', async () => {
  const indexes = await policyRoleIndexes();
  assert.equal(indexes.length, 14, `${indexes.join(', ')}`);
  const tag = unique('pend').replace(/[^a-z0-9]/gi, '');
  const identityId = await createIdentity(server, {});
  for (let i = 0; i < 20; i++) {
    await createServicePolicy(server, i % 2 ? 'Dial' : 'Bind', [`#${tag}-i${i}`, `@${identityId}`], [`#${tag}-s${i}`]);
    await createEdgeRouterPolicy(server, [`#${tag}-i${i}`], [`#${tag}-r${i}`]);
    await createServiceEdgeRouterPolicy(server, [`#${tag}-s${i}`, '#all'], [`#${tag}-r${i}`]);
  }
  const em = server.app.services.deps.orm.em.fork();
  for (const index of indexes) {
    // The pages a pending list held, merged now: none when entries go in place.
    const [{ pending }] = await em.execute<{ pending: number }[]>(`select gin_clean_pending_list('"${index}"'::regclass) as "pending"`);
    assert.equal(Number(pending), 0, `${index} had a pending list`);
  }
});
