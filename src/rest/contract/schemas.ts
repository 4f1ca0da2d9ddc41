import { Type } from '@sinclair/typebox';
import { AnyMap, Attributes, DateTime, HostingCost, HostingPrecedence, Nullable, Password, Tags, Username } from '../../services/core/write-schema';

/**
 * The wire shapes of our REST contract, written as JSON Schema (TypeBox). Request bodies are
 * validated against them; the OpenAPI document served at /specs/{id}/spec is generated from them.
 */

export { AnyMap, Attributes, DateTime, HostingCost, HostingPrecedence, Nullable, Password, Tags, Username } from '../../services/core/write-schema';
export const Link = Type.Object({ href: Type.String(), method: Type.Optional(Type.String()), comment: Type.Optional(Type.String()) });
export const Links = Type.Record(Type.String(), Link);
export const EntityRef = Type.Object({ _links: Links, entity: Type.String(), id: Type.String(), name: Type.String() });

export const BaseEntity = {
  _links: Links,
  id: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
  tags: Tags,
};

export const EnvInfo = Type.Object(
  Object.fromEntries(['arch', 'domain', 'hostname', 'os', 'osRelease', 'osVersion'].map((k) => [k, Type.Optional(Type.String({ maxLength: 255 }))])),
);
export const SdkInfo = Type.Object(
  Object.fromEntries(['appId', 'appVersion', 'branch', 'revision', 'type', 'version'].map((k) => [k, Type.Optional(Type.String({ maxLength: 255 }))])),
);

export const Pagination = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), totalCount: Type.Integer() });
export const Meta = Type.Object({
  apiVersion: Type.Optional(Type.String()),
  apiEnrollmentVersion: Type.Optional(Type.String()),
  pagination: Type.Optional(Pagination),
  filterableFields: Type.Optional(Type.Array(Type.String())),
});

export const ApiErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  requestId: Type.String(),
  cause: Type.Optional(Type.Unknown()),
  causeMessage: Type.Optional(Type.String()),
  args: Type.Optional(Type.Object({ urlVars: Type.Record(Type.String(), Type.String()) })),
  data: Type.Optional(Type.Unknown()),
});

export const CreateLocation = Type.Object({ _links: Links, id: Type.String() });
export const Empty = Type.Object({});

// ---- discovery ----
export const ApiVersion = Type.Object({ path: Type.String(), version: Type.String(), apiBaseUrls: Type.Array(Type.String()) });
export const Version = Type.Object({
  version: Type.String(),
  revision: Type.String(),
  buildDate: Type.String(),
  runtimeVersion: Type.String(),
  capabilities: Type.Array(Type.String()),
  apiVersions: Type.Record(Type.String(), Type.Record(Type.String(), ApiVersion)),
});
export const Spec = Type.Object({ ...BaseEntity, name: Type.String() });
export const Protocols = Type.Record(Type.String(), Type.Object({ address: Type.String() }));

export const SummaryCounts = Type.Record(Type.String(), Type.Integer());
export const RoleAttributes = Type.Array(Type.String());
