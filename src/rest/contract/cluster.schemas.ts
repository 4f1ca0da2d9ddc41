import { Type } from '@sinclair/typebox';
import { BaseEntity, DateTime, Nullable } from './schemas';

/** Wire shapes of the cluster area: OpenZiti's controllerDetail and apiAddressList. */

export const ApiAddress = Type.Object({ url: Type.String(), version: Type.String() });
export const ApiAddressList = Type.Record(Type.String(), Type.Array(ApiAddress));

export const ControllerDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  certPem: Type.String(),
  fingerprint: Type.String(),
  isOnline: Type.Boolean(),
  lastJoinedAt: DateTime,
  apiAddresses: ApiAddressList,
  ctrlAddress: Nullable(Type.String()),
});
