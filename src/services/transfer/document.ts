import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { HostingCost, HostingPrecedence, Name, Nullable, Tags } from '../core/write-schema';
import { ValidationError, type FieldCause } from '../core/errors';
import { ExternalJwtSignerWrite } from '../external-jwt-signer.schema';
import { AuthPolicyPrimaryCert, AuthPolicyPrimaryExtJwt, AuthPolicyPrimaryUpdb } from '../auth-policy.schema';
import { ConfigTypeWrite } from '../config-type.schema';
import { ConfigWrite } from '../config.schema';
import { ServiceCreateWrite } from '../service.schema';
import { PostureCheckWrite } from '../posture-check.schema';
import { EdgeRouterWrite } from '../router.schema';
import { CaCreateWrite, ExternalIdClaimWrite } from '../ca.schema';
import { IdentityWrite } from '../identity.schema';
import { EdgeRouterPolicyWrite, ServiceEdgeRouterPolicyWrite, ServicePolicyWrite } from '../policy.schema';

/**
 * The configuration document of export and import: every item of a kind is its resource's write
 * schema (src/services/<resource>.schema.ts) with every field required (export writes them all,
 * so that "unchanged" is plain equality), references by NAME instead of id (`@name` roles, the
 * auth policy of an identity, the configs of a service...), and nothing the controller owns
 * (ids, dates, secrets, enrollment and runtime state). Terminators stay out: hosting SDKs and
 * routers make them while they run, bound to their router and address, so they are runtime state.
 */

export const TRANSFER_FORMAT = 'ziti-ts.configuration';
export const TRANSFER_VERSION = 1;

/** Every field of a write schema required (omitting `omit`), `add` beside them, no others accepted. */
function item<W extends TObject, K extends keyof W['properties'] & string, A extends TProperties>(write: W, omit: readonly K[], add: A) {
  return Type.Composite([Type.Required(Type.Omit(write, omit as unknown as K[])), Type.Object(add)], { additionalProperties: false });
}

const Names = Type.Array(Name);

export const ExternalJwtSignerItem = item(ExternalJwtSignerWrite, [], {});

export const AuthPolicyItem = Type.Object(
  {
    name: Name,
    /** The controller's built-in policy (every identity's default): matched to the target's own, whatever its name. */
    isDefault: Type.Boolean({ description: "The controller's default auth policy; import updates the target's own" }),
    primary: Type.Object({
      cert: AuthPolicyPrimaryCert,
      extJwt: Type.Object({ allowed: AuthPolicyPrimaryExtJwt.properties.allowed, allowedSigners: Type.Array(Name, { description: 'Names of external JWT signers' }) }),
      updb: AuthPolicyPrimaryUpdb,
    }),
    secondary: Type.Object({ requireTotp: Type.Boolean(), requireExtJwtSigner: Nullable(Name) }),
    tags: Tags,
  },
  { additionalProperties: false },
);

export const ConfigTypeItem = item(ConfigTypeWrite, [], {});
export const ConfigItem = item(ConfigWrite, [], { configType: Name });
export const ServiceItem = item(ServiceCreateWrite, ['configs'], { configs: Type.Array(Name, { description: 'Names of configs' }) });
export const PostureCheckItem = item(PostureCheckWrite, [], { details: Type.Record(Type.String(), Type.Unknown(), { description: 'The fields of the check type' }) });
export const RouterItem = item(EdgeRouterWrite, [], { isEdge: Type.Boolean({ description: 'An edge router (else a transit router, whose edge fields are their defaults)' }) });
export const CaItem = item(CaCreateWrite, ['externalIdClaim'], { externalIdClaim: Nullable(ExternalIdClaimWrite) });
export const IdentityItem = item(
  IdentityWrite,
  ['authPolicyId', 'serviceHostingCosts', 'serviceHostingPrecedences', 'defaultHostingCost', 'defaultHostingPrecedence', 'roleAttributes', 'appData'],
  {
    authPolicy: Name,
    serviceHostingCosts: Type.Record(Type.String(), HostingCost, { description: 'By service name' }),
    serviceHostingPrecedences: Type.Record(Type.String(), HostingPrecedence, { description: 'By service name' }),
    defaultHostingCost: HostingCost,
    defaultHostingPrecedence: HostingPrecedence,
    roleAttributes: Type.Array(Type.String()),
    appData: Type.Record(Type.String(), Type.Unknown()),
    serviceConfigs: Type.Array(Type.Object({ service: Name, config: Name }, { additionalProperties: false }), { description: "The identity's overrides of service configs" }),
  },
);
export const ServicePolicyItem = item(ServicePolicyWrite, [], {});
export const EdgeRouterPolicyItem = item(EdgeRouterPolicyWrite, [], {});
export const ServiceEdgeRouterPolicyItem = item(ServiceEdgeRouterPolicyWrite, [], {});

/** The kinds of a document, in the order import writes them (what an item refers to comes before it). */
export const TRANSFER_KINDS = [
  'externalJwtSigners', 'authPolicies', 'configTypes', 'configs', 'services', 'postureChecks', 'routers', 'cas', 'identities',
  'servicePolicies', 'edgeRouterPolicies', 'serviceEdgeRouterPolicies',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const TransferDocumentSchema = Type.Object(
  {
    format: Type.Literal(TRANSFER_FORMAT),
    version: Type.Literal(TRANSFER_VERSION),
    externalJwtSigners: Type.Array(ExternalJwtSignerItem),
    authPolicies: Type.Array(AuthPolicyItem),
    configTypes: Type.Array(ConfigTypeItem),
    configs: Type.Array(ConfigItem),
    services: Type.Array(ServiceItem),
    postureChecks: Type.Array(PostureCheckItem),
    routers: Type.Array(RouterItem),
    cas: Type.Array(CaItem),
    identities: Type.Array(IdentityItem),
    servicePolicies: Type.Array(ServicePolicyItem),
    edgeRouterPolicies: Type.Array(EdgeRouterPolicyItem),
    serviceEdgeRouterPolicies: Type.Array(ServiceEdgeRouterPolicyItem),
  },
  { additionalProperties: false, description: 'A whole configuration, by name: what export answers and import takes' },
);

export type TransferDocument = Static<typeof TransferDocumentSchema>;
export type ExternalJwtSignerItemT = Static<typeof ExternalJwtSignerItem>;
export type AuthPolicyItemT = Static<typeof AuthPolicyItem>;
export type ConfigTypeItemT = Static<typeof ConfigTypeItem>;
export type ConfigItemT = Static<typeof ConfigItem>;
export type ServiceItemT = Static<typeof ServiceItem>;
export type PostureCheckItemT = Static<typeof PostureCheckItem>;
export type RouterItemT = Static<typeof RouterItem>;
export type CaItemT = Static<typeof CaItem>;
export type IdentityItemT = Static<typeof IdentityItem>;
export type ServicePolicyItemT = Static<typeof ServicePolicyItem>;
export type EdgeRouterPolicyItemT = Static<typeof EdgeRouterPolicyItem>;
export type ServiceEdgeRouterPolicyItemT = Static<typeof ServiceEdgeRouterPolicyItem>;

/** What an import did, per kind: names created, updated and left as they were. */
export interface KindReport {
  created: string[];
  updated: string[];
  unchanged: string[];
}
export type ImportReport = Record<TransferKind, KindReport>;

export const KindReportSchema = Type.Object({ created: Names, updated: Names, unchanged: Names });
export const ImportReportSchema = Type.Object(Object.fromEntries(TRANSFER_KINDS.map((k) => [k, KindReportSchema])) as Record<TransferKind, typeof KindReportSchema>);

// ---------------------------------------------------------------------------
// Validation in the service: GraphQL hands the document over as a JSON object, unchecked.

const ajv = new Ajv({ allErrors: false, strict: false });
addFormats(ajv);
let validateDocument: ValidateFunction | undefined;

/** Checks the document's shape; a failure names the item (`services[3] "web"`) and its field. */
export function assertDocumentShape(doc: unknown): asserts doc is TransferDocument {
  validateDocument ??= ajv.compile(TransferDocumentSchema);
  if (!validateDocument(doc)) throw new ValidationError((validateDocument.errors ?? []).slice(0, 1).map((e) => shapeCause(e, doc)));
}

function shapeCause(e: ErrorObject, doc: unknown): FieldCause {
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(String((e.params as { missingProperty: string }).missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String((e.params as { additionalProperty: string }).additionalProperty));
  let value: unknown = doc;
  for (const p of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[p] : undefined;
  const [kind, index, ...rest] = path;
  let field = path.join('.') || '(root)';
  let what = field;
  if (kind && index !== undefined && /^\d+$/.test(index)) {
    field = [`${kind}[${index}]`, ...rest].join('.');
    const name = ((doc as Record<string, unknown[]>)[kind]?.[Number(index)] as { name?: unknown } | undefined)?.name;
    what = typeof name === 'string' ? `${field} (of ${kind} item "${name}")` : field;
  }
  const reason = e.keyword === 'required' ? `${what} is required` : e.keyword === 'additionalProperties' ? `${what} is not a field of this document` : `${what} ${e.message ?? 'is invalid'}`;
  return { field, reason, value: typeof value === 'object' ? undefined : value };
}
