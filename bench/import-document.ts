/**
 * A configuration document of the size issue 23 measured (20,000 identities and 5,000
 * services, about 6 MB), for the import rate of `npm run bench` and `bench/import-rate.ts`: config types and configs,
 * services using them, identities with team attributes and hosting costs, and the policies
 * that give teams their services and edge routers (created last, so each one evaluates
 * against every identity and service the import created before it).
 */
export interface ImportDocumentSize {
  identities: number;
  services: number;
}

export const IMPORT_SIZE: ImportDocumentSize = { identities: 20_000, services: 5_000 };

const TEAMS = 200;
const CONFIGS = 50;
const POLICIES = 100;

export function importDocument(size: ImportDocumentSize, prefix = 'imp'): Record<string, unknown> {
  const configType = `${prefix}-port`;
  const configs = Array.from({ length: CONFIGS }, (_, i) => ({
    name: `${prefix}-config-${i}`, configType, data: { port: 1000 + i, host: `svc-${i}.internal.example` }, tags: { owner: 'import' },
  }));
  const services = Array.from({ length: size.services }, (_, i) => ({
    name: `${prefix}-service-${i}`,
    encryptionRequired: true,
    roleAttributes: [`${prefix}-svc-${i % TEAMS}`, `${prefix}-all`],
    configs: [`${prefix}-config-${i % CONFIGS}`],
    terminatorStrategy: 'smartrouting',
    maxIdleTimeMillis: 0,
    tags: { tier: i % 3 ? 'standard' : 'gold' },
  }));
  const identities = Array.from({ length: size.identities }, (_, i) => ({
    name: `${prefix}-identity-${i}`,
    type: 'Device',
    isAdmin: false,
    roleAttributes: [`${prefix}-team-${i % TEAMS}`, `${prefix}-team-${(i * 7 + 3) % TEAMS}`, `${prefix}-all`],
    authPolicy: 'Default',
    externalId: null,
    defaultHostingCost: 0,
    defaultHostingPrecedence: 'default',
    serviceHostingCosts: {},
    serviceHostingPrecedences: {},
    appData: { site: `site-${i % 17}` },
    tags: { owner: 'import', seat: String(i) },
    serviceConfigs: [],
  }));
  const servicePolicies = Array.from({ length: POLICIES }, (_, i) => ({
    name: `${prefix}-service-policy-${i}`,
    type: i % 2 ? 'Dial' : 'Bind',
    semantic: 'AnyOf',
    identityRoles: [`#${prefix}-team-${i % TEAMS}`],
    serviceRoles: [`#${prefix}-svc-${i % TEAMS}`],
    postureCheckRoles: [],
    tags: {},
  }));
  return {
    format: 'ziti-ts.configuration',
    version: 1,
    externalJwtSigners: [],
    authPolicies: [],
    configTypes: [{ name: configType, schema: { type: 'object', required: ['port'], properties: { port: { type: 'integer' }, host: { type: 'string' } } }, tags: {} }],
    configs,
    services,
    identities,
    servicePolicies,
    postureChecks: [],
    routers: [],
    cas: [],
    edgeRouterPolicies: [{ name: `${prefix}-all-edge`, semantic: 'AnyOf', identityRoles: [`#${prefix}-all`], edgeRouterRoles: ['#all'], tags: {} }],
    serviceEdgeRouterPolicies: [{ name: `${prefix}-all-services`, semantic: 'AllOf', serviceRoles: [`#${prefix}-all`], edgeRouterRoles: ['#all'], tags: {} }],
  };
}

/** What one import of such a document took. */
export interface ImportFigures {
  identities: number;
  services: number;
  /** Every item of the document (configs and policies included). */
  items: number;
  documentMiB: number;
  seconds: number;
  itemsPerSecond: number;
}

/** Imports a new document of `size` through the management API of `base` (an admin session) and times it until it answered. */
export async function measureImport(base: string, adminToken: string, size: ImportDocumentSize, prefix = 'imp'): Promise<ImportFigures> {
  const doc = importDocument(size, prefix);
  const body = JSON.stringify(doc);
  const items = Object.values(doc).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  const started = performance.now();
  const res = await fetch(`${base}/edge/management/v1/database/import`, { method: 'POST', headers: { 'content-type': 'application/json', 'zt-session': adminToken }, body });
  const answer = (await res.json()) as { data?: { identities: { created: string[] } } };
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200 || answer.data?.identities.created.length !== size.identities) throw new Error(`import: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
  return {
    identities: size.identities, services: size.services, items, documentMiB: Number((body.length / 2 ** 20).toFixed(1)),
    seconds: Number(seconds.toFixed(1)), itemsPerSecond: Math.round(items / seconds),
  };
}
