import { EdgeRouterPolicy, Identity, type Router } from '../../entities';
import { fieldError } from '../core/errors';
import type { TxScope } from '../core/tx';
import type { PolicyEngine } from '../policy/policy-engine';

/**
 * OpenZiti's tunneler-enabled edge routers: such a router has an identity of type Router with
 * its own id and name, and a system edge router policy (same id) letting that identity use the
 * router. Both exist exactly while isTunnelerEnabled is set; the identity follows renames.
 */

export const systemPolicyName = (routerId: string) => `edge-router-${routerId}-system`;

/** Brings the router identity and system policy in line with the router (flushed), given what it was before. */
export async function syncTunneler(tx: TxScope, engine: PolicyEngine, router: Router, before?: { name: string; isTunnelerEnabled: boolean }): Promise<void> {
  const was = before?.isTunnelerEnabled ?? false;
  if (router.isTunnelerEnabled && !was) await createTunneler(tx, engine, router);
  else if (!router.isTunnelerEnabled && was) await removeTunneler(tx, engine, router.id);
  else if (router.isTunnelerEnabled && before && before.name !== router.name) {
    const identity = await tx.em.findOne(Identity, { id: router.id, typeId: 'Router' });
    if (identity) {
      await assertIdentityNameFree(tx, router);
      identity.name = router.name;
      tx.emit('updated', 'identities', identity.id, ['name']);
    }
  }
}

async function createTunneler(tx: TxScope, engine: PolicyEngine, router: Router): Promise<void> {
  await assertIdentityNameFree(tx, router);
  tx.em.create(Identity, { id: router.id, name: router.name, typeId: 'Router' });
  tx.em.create(EdgeRouterPolicy, {
    id: router.id,
    name: systemPolicyName(router.id),
    semantic: 'AnyOf',
    isSystem: true,
    identityRoles: [`@${router.id}`],
    edgeRouterRoles: [`@${router.id}`],
  });
  await tx.em.flush();
  await engine.refreshEntity(tx, 'identity', router.id);
  await engine.refreshPolicy(tx, 'edge-router-policy', router.id);
  tx.emit('created', 'identities', router.id);
  tx.emit('created', 'edge-router-policies', router.id);
}

/** Deletes the system policy and router identity of a router, if present. */
export async function removeTunneler(tx: TxScope, engine: PolicyEngine, routerId: string): Promise<void> {
  if (await tx.em.count(EdgeRouterPolicy, { id: routerId, isSystem: true })) {
    await engine.removePolicy(tx, 'edge-router-policy', routerId);
    await tx.em.nativeDelete(EdgeRouterPolicy, { id: routerId });
    tx.emit('deleted', 'edge-router-policies', routerId);
  }
  // Only an identity of type Router is the router's own; another one with the same id is left alone.
  if (await tx.em.count(Identity, { id: routerId, typeId: 'Router' })) {
    await engine.removeEntity(tx, 'identity', routerId);
    await tx.em.nativeDelete(Identity, { id: routerId });
    tx.emit('deleted', 'identities', routerId);
  }
}

async function assertIdentityNameFree(tx: TxScope, router: Router): Promise<void> {
  if (await tx.em.count(Identity, { name: router.name, id: { $ne: router.id } })) {
    throw fieldError('name', 'a tunneler-enabled edge router needs an identity of its name, and another identity has it', router.name);
  }
}
