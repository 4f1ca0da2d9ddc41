import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { unique } from '../../support/fixtures';
import {
  ParityCreateEdgeRouterDocument, ParityCreateEdgeRouterPolicyDocument, ParityCreatePostureCheckDocument, ParityCreateRouterDocument,
  ParityCreateServiceEdgeRouterPolicyDocument, ParityCreateServicePolicyDocument, ParityEdgeRouterDocument, ParityEdgeRouterPolicyDocument,
  ParityPostureCheckDocument, ParityRouterDocument, ParityServiceEdgeRouterPolicyDocument, ParityServicePolicyDocument,
} from '../../graphql/generated';

/**
 * Routers, edge routers, the three policy kinds and posture checks, each written through one API
 * (REST, then GraphQL) and read through both: every field both APIs show has the same value. The
 * lists name the shared fields, and what only one API shows, so a field that drifts in one API
 * (a rule applied on one side only, a write one API lacks) or a new field nobody placed fails here.
 */

type Fields = readonly string[];
interface Kind {
  /** Fields both APIs show, compared as they are (dates are ISO strings in both). */
  shared: Fields;
  /** Fields of the REST detail GraphQL does not show. */
  restOnly: Fields;
  /** Fields the GraphQL document selects that REST does not show. */
  graphqlOnly: Fields;
}

const BASE = ['id', 'name', 'tags', 'createdAt', 'updatedAt'] as const;
const ENROLLMENT = ['enrollmentToken', 'enrollmentJwt', 'enrollmentCreatedAt', 'enrollmentExpiresAt'] as const;
const ROLES_OF = (...fields: string[]) => fields.flatMap((f) => [f, `${f}Display`]);

const KINDS = {
  edgeRouter: {
    shared: [
      ...BASE, ...ENROLLMENT, 'cost', 'noTraversal', 'disabled', 'isTunnelerEnabled', 'roleAttributes', 'appData', 'hostname', 'isOnline',
      'isVerified', 'supportedProtocols', 'syncStatus',
      // REST leaves it out until the router has enrolled, GraphQL shows null: both compare as null.
      'fingerprint',
    ],
    restOnly: ['_links', 'certPem', 'unverifiedCertPem', 'unverifiedFingerprint', 'os', 'version', 'arch', 'buildDate', 'revision', 'versionInfo'],
    graphqlOnly: ['isEdge'],
  },
  router: {
    shared: [...BASE, ...ENROLLMENT, 'cost', 'noTraversal', 'disabled', 'isOnline', 'isVerified'],
    // fingerprint: REST shows '' until enrolled (the spec requires a string), GraphQL null (checked apart).
    restOnly: ['_links', 'fingerprint', 'unverifiedCertPem', 'unverifiedFingerprint'],
    graphqlOnly: ['isEdge', 'fingerprint', 'isTunnelerEnabled', 'roleAttributes', 'appData', 'hostname', 'supportedProtocols', 'syncStatus'],
  },
  servicePolicy: {
    shared: [...BASE, 'type', 'semantic', ...ROLES_OF('identityRoles', 'serviceRoles', 'postureCheckRoles')],
    restOnly: ['_links'],
    graphqlOnly: [],
  },
  edgeRouterPolicy: {
    shared: [...BASE, 'semantic', 'isSystem', ...ROLES_OF('identityRoles', 'edgeRouterRoles')],
    restOnly: ['_links'],
    graphqlOnly: [],
  },
  serviceEdgeRouterPolicy: {
    shared: [...BASE, 'semantic', ...ROLES_OF('serviceRoles', 'edgeRouterRoles')],
    restOnly: ['_links'],
    graphqlOnly: [],
  },
  postureCheck: {
    // The fields of the check's type: REST shows them beside these, GraphQL in `details` (compared key by key).
    shared: [...BASE, 'typeId', 'roleAttributes', 'version'],
    restOnly: ['_links'],
    graphqlOnly: ['details'],
  },
} satisfies Record<string, Kind>;

const server = useTestServer();

type Row = Record<string, unknown>;

async function restCreate(segment: string, body: Row): Promise<string> {
  return requireOk(await server.mgmt.post(`/${segment}`, body), 201).id;
}

async function restRead(segment: string, id: string): Promise<Row> {
  return requireOk(await server.mgmt.get(`/${segment}/${id}`)) as Row;
}

async function graphql<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  return requireData(await gql(server.url, document, variables, server.admin));
}

/** The shared fields are equal; every other field is listed as one API's own (so a new field must be placed). */
function assertParity(kind: Kind, rest: Row, graphqlView: Row, extraRestKeys: Fields = []): void {
  for (const field of kind.shared) {
    assert.ok(field in graphqlView, `GraphQL selects ${field}`);
    assert.deepEqual(graphqlView[field] ?? null, rest[field] ?? null, `${field}: REST ${JSON.stringify(rest[field])}, GraphQL ${JSON.stringify(graphqlView[field])}`);
  }
  const placed = new Set<string>([...kind.shared, ...kind.restOnly, ...extraRestKeys]);
  for (const key of Object.keys(rest)) assert.ok(placed.has(key), `REST shows ${key}, which the parity lists do not name`);
  const selected = new Set<string>([...kind.shared, ...kind.graphqlOnly]);
  for (const key of Object.keys(graphqlView)) assert.ok(selected.has(key), `GraphQL selects ${key}, which the parity lists do not name`);
}

// ---------------------------------------------------------------------------
// Routers

async function edgeRouterViews(id: string) {
  const { edgeRouter } = await graphql(ParityEdgeRouterDocument, { id });
  return { rest: await restRead('edge-routers', id), graphql: edgeRouter as Row };
}

describe('edge routers: REST and GraphQL show the same values', () => {
  test('created through REST', async () => {
    const id = await restCreate('edge-routers', {
      name: unique('perR'), cost: 17, noTraversal: true, disabled: true, roleAttributes: ['parity', 'rest'], appData: { tier: 'gold' }, tags: { owner: 'ops', pinned: true },
    });
    const { rest, graphql: g } = await edgeRouterViews(id);
    assertParity(KINDS.edgeRouter, rest, g);
    assert.equal(g.isEdge, true);
    assert.equal(rest.cost, 17);
    assert.ok(rest.enrollmentJwt, 'awaiting enrollment: a JWT is shown');
  });

  test('created through GraphQL, tunneler enabled', async () => {
    const { createEdgeRouter } = await graphql(ParityCreateEdgeRouterDocument, {
      input: { name: unique('perG'), cost: 5, isTunnelerEnabled: true, roleAttributes: ['parity'], appData: { a: [1, 2] }, tags: { t: 'x' } },
    });
    const { rest, graphql: g } = await edgeRouterViews(createEdgeRouter.id);
    assertParity(KINDS.edgeRouter, rest, g);
    assert.equal(rest.isTunnelerEnabled, true);
  });
});

async function routerViews(segment: 'routers' | 'transit-routers', id: string) {
  const { router } = await graphql(ParityRouterDocument, { id });
  return { rest: await restRead(segment, id), graphql: router as Row };
}

describe('routers: REST (/routers, /transit-routers) and GraphQL show the same values', () => {
  test('created through REST (/transit-routers)', async () => {
    const id = await restCreate('transit-routers', { name: unique('ptrR'), cost: 9, noTraversal: true, tags: { owner: 'ops' } });
    for (const segment of ['routers', 'transit-routers'] as const) {
      const { rest, graphql: g } = await routerViews(segment, id);
      assertParity(KINDS.router, rest, g);
      assert.equal(rest.fingerprint, g.fingerprint ?? '', 'fingerprint: empty in REST, null in GraphQL, until enrolled');
      assert.equal(g.isEdge, false);
    }
  });

  test('created through GraphQL; an edge router read as a router', async () => {
    const { createRouter } = await graphql(ParityCreateRouterDocument, { input: { name: unique('ptrG'), cost: 3, disabled: true, tags: { a: true } } });
    const { rest, graphql: g } = await routerViews('routers', createRouter.id);
    assertParity(KINDS.router, rest, g);
    const edge = await restCreate('edge-routers', { name: unique('perAsR'), cost: 4 });
    const asRouter = await routerViews('routers', edge);
    assertParity(KINDS.router, asRouter.rest, asRouter.graphql);
    assert.equal(asRouter.graphql.isEdge, true);
  });
});

// ---------------------------------------------------------------------------
// Policies: `@id` roles show the named entity's name in both APIs.

interface Named {
  identity: string;
  service: string;
  edgeRouter: string;
  postureCheck: string;
}

async function namedEntities(): Promise<Named> {
  return {
    identity: await restCreate('identities', { name: unique('ppId'), type: 'User', isAdmin: false }),
    service: await restCreate('services', { name: unique('ppSvc'), encryptionRequired: true }),
    edgeRouter: await restCreate('edge-routers', { name: unique('ppEr') }),
    postureCheck: await restCreate('posture-checks', { name: unique('ppPc'), typeId: 'DOMAIN', domains: ['corp.example.com'] }),
  };
}

async function servicePolicyViews(id: string) {
  const { servicePolicy } = await graphql(ParityServicePolicyDocument, { id });
  return { rest: await restRead('service-policies', id), graphql: servicePolicy as Row };
}

async function edgeRouterPolicyViews(id: string) {
  const { edgeRouterPolicy } = await graphql(ParityEdgeRouterPolicyDocument, { id });
  return { rest: await restRead('edge-router-policies', id), graphql: edgeRouterPolicy as Row };
}

async function serviceEdgeRouterPolicyViews(id: string) {
  const { serviceEdgeRouterPolicy } = await graphql(ParityServiceEdgeRouterPolicyDocument, { id });
  return { rest: await restRead('service-edge-router-policies', id), graphql: serviceEdgeRouterPolicy as Row };
}

describe('policies: REST and GraphQL show the same values', () => {
  let named: Named;
  before(async () => {
    named = await namedEntities();
  });

  test('service policy created through REST', async () => {
    const id = await restCreate('service-policies', {
      name: unique('pspR'), type: 'Bind', semantic: 'AnyOf', tags: { owner: 'ops' },
      identityRoles: [`@${named.identity}`, '#parity'], serviceRoles: [`@${named.service}`], postureCheckRoles: [`@${named.postureCheck}`, '#all'],
    });
    const { rest, graphql: g } = await servicePolicyViews(id);
    assertParity(KINDS.servicePolicy, rest, g);
    assert.match((rest.identityRolesDisplay as { name: string }[])[0].name, /^@ppId/);
  });

  test('service policy created through GraphQL', async () => {
    const { createServicePolicy } = await graphql(ParityCreateServicePolicyDocument, {
      input: { name: unique('pspG'), type: 'Dial', semantic: 'AllOf', tags: { pinned: true }, identityRoles: ['#all'], serviceRoles: [`@${named.service}`, '#svc'], postureCheckRoles: [] },
    });
    const { rest, graphql: g } = await servicePolicyViews(createServicePolicy.id);
    assertParity(KINDS.servicePolicy, rest, g);
  });

  test('edge router policy created through REST', async () => {
    const id = await restCreate('edge-router-policies', {
      name: unique('perpR'), semantic: 'AnyOf', identityRoles: [`@${named.identity}`], edgeRouterRoles: [`@${named.edgeRouter}`, '#edge'], tags: { a: 'b' },
    });
    const { rest, graphql: g } = await edgeRouterPolicyViews(id);
    assertParity(KINDS.edgeRouterPolicy, rest, g);
    assert.equal(rest.isSystem, false);
  });

  test('edge router policy created through GraphQL', async () => {
    const { createEdgeRouterPolicy } = await graphql(ParityCreateEdgeRouterPolicyDocument, {
      input: { name: unique('perpG'), semantic: 'AllOf', identityRoles: ['#all'], edgeRouterRoles: [`@${named.edgeRouter}`] },
    });
    const { rest, graphql: g } = await edgeRouterPolicyViews(createEdgeRouterPolicy.id);
    assertParity(KINDS.edgeRouterPolicy, rest, g);
  });

  test('the system edge router policy of a tunneler-enabled edge router', async () => {
    const router = await restCreate('edge-routers', { name: unique('ppTun'), isTunnelerEnabled: true });
    const [system] = requireOk(await server.mgmt.get(`/edge-routers/${router}/edge-router-policies`)) as { id: string; isSystem: boolean }[];
    assert.equal(system?.isSystem, true);
    const { rest, graphql: g } = await edgeRouterPolicyViews(system.id);
    assertParity(KINDS.edgeRouterPolicy, rest, g);
  });

  test('service edge router policy created through REST', async () => {
    const id = await restCreate('service-edge-router-policies', {
      name: unique('pserpR'), semantic: 'AllOf', serviceRoles: [`@${named.service}`], edgeRouterRoles: ['#all'], tags: { x: null },
    });
    const { rest, graphql: g } = await serviceEdgeRouterPolicyViews(id);
    assertParity(KINDS.serviceEdgeRouterPolicy, rest, g);
  });

  test('service edge router policy created through GraphQL', async () => {
    const { createServiceEdgeRouterPolicy } = await graphql(ParityCreateServiceEdgeRouterPolicyDocument, {
      input: { name: unique('pserpG'), semantic: 'AnyOf', serviceRoles: ['#svc'], edgeRouterRoles: [`@${named.edgeRouter}`] },
    });
    const { rest, graphql: g } = await serviceEdgeRouterPolicyViews(createServiceEdgeRouterPolicy.id);
    assertParity(KINDS.serviceEdgeRouterPolicy, rest, g);
  });
});

// ---------------------------------------------------------------------------
// Posture checks: the type's fields are beside the common ones in REST, in `details` in GraphQL.

async function postureCheckViews(id: string) {
  const { postureCheck } = await graphql(ParityPostureCheckDocument, { id });
  return { rest: await restRead('posture-checks', id), graphql: postureCheck as Row };
}

function assertPostureParity(rest: Row, g: Row): void {
  const details = g.details as Row;
  const typeFields = Object.keys(rest).filter((k) => !(KINDS.postureCheck.shared as readonly string[]).includes(k) && !(KINDS.postureCheck.restOnly as readonly string[]).includes(k));
  assertParity(KINDS.postureCheck, rest, g, typeFields);
  assert.deepEqual(typeFields.sort(), Object.keys(details).sort(), 'the type fields REST shows are those of GraphQL details');
  for (const field of typeFields) assert.deepEqual(details[field], rest[field], `${field} (type field)`);
}

describe('posture checks: REST and GraphQL show the same values', () => {
  test('created through REST (PROCESS_MULTI)', async () => {
    const id = await restCreate('posture-checks', {
      name: unique('ppcR'), typeId: 'PROCESS_MULTI', roleAttributes: ['parity'], tags: { owner: 'ops' }, semantic: 'AnyOf',
      processes: [{ osType: 'Windows', path: 'C:\\agent.exe', hashes: ['AB:CD'], signerFingerprints: ['EF01'] }],
    });
    const { rest, graphql: g } = await postureCheckViews(id);
    assertPostureParity(rest, g);
    assert.deepEqual((rest.processes as Row[])[0].hashes, ['abcd']);
  });

  test('created through GraphQL (MFA, defaults filled)', async () => {
    const { createPostureCheck } = await graphql(ParityCreatePostureCheckDocument, {
      input: { name: unique('ppcG'), typeId: 'MFA', roleAttributes: ['parity'], details: { timeoutSeconds: 300, promptOnWake: true } },
    });
    const { rest, graphql: g } = await postureCheckViews(createPostureCheck.id);
    assertPostureParity(rest, g);
    assert.equal(rest.promptOnUnlock, false);
  });

  test('created through GraphQL (OS), then patched through REST', async () => {
    const { createPostureCheck } = await graphql(ParityCreatePostureCheckDocument, {
      input: { name: unique('ppcO'), typeId: 'OS', details: { operatingSystems: [{ type: 'Linux', versions: ['5.4'] }] } },
    });
    const id = createPostureCheck.id;
    requireOk(await server.mgmt.patch(`/posture-checks/${id}`, { typeId: 'OS', operatingSystems: [{ type: 'macOS', versions: [] }], tags: { p: 'q' } }));
    const { rest, graphql: g } = await postureCheckViews(id);
    assertPostureParity(rest, g);
    assert.equal(rest.version, 2);
  });
});
