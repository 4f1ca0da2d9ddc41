import { Type, type Static } from '@sinclair/typebox';
import { DateTimeInput, Password, Tags, Username, patchSchema, updatableFields, type NullAsAbsent, type Patch } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on an authenticator: the one description REST and GraphQL share. */

/**
 * A new authenticator: updb with username and password, or cert with certPem. Lengths and the
 * fields each method takes are checked by the service, which names the method in its errors.
 */
export const AuthenticatorCreateWrite = Type.Object({
  method: Type.String(),
  identityId: Type.String(),
  username: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  certPem: Type.Optional(Type.String()),
  tags: Type.Optional(Tags),
});
/** What AuthenticatorService.create takes (GraphQL may send null for an optional field). */
export type AuthenticatorCreateInput = NullAsAbsent<Static<typeof AuthenticatorCreateWrite>>;

/** An authenticator as a PUT replaces it: only updb authenticators have a username and password. */
export const AuthenticatorWrite = Type.Object({ username: Username, password: Password, tags: Type.Optional(Tags) });
export type AuthenticatorInput = Static<typeof AuthenticatorWrite>;
export const AUTHENTICATOR_UPDATABLE = updatableFields(AuthenticatorWrite);
export const AuthenticatorPatchWrite = patchSchema(AuthenticatorWrite);

/** An identity changing its own authenticator proves it knows the current password. */
export const CurrentPassword = { currentPassword: Password };
export const AuthenticatorWriteWithCurrent = Type.Object({ ...AuthenticatorWrite.properties, ...CurrentPassword });
export const AuthenticatorPatchWriteWithCurrent = Type.Object({ ...AuthenticatorPatchWrite.properties, ...CurrentPassword });

/** What AuthenticatorService.update and updateOwn take: a PUT or PATCH body (updateOwn: with currentPassword). */
export type AuthenticatorUpdateInput = Patch<AuthenticatorInput> & { currentPassword?: string };

/** `POST /authenticators/{id}/re-enroll`: until when the enrollment that replaces the authenticator may be redeemed. */
export const ReEnrollWrite = Type.Object({ expiresAt: DateTimeInput });
export type ReEnrollInput = Static<typeof ReEnrollWrite>;

/** The gates of authenticator writes (core/write-gate.ts): an admin's, and an identity's of its own. */
export const checkAuthenticatorCreate = gate(AuthenticatorCreateWrite);
export const checkAuthenticatorUpdate = gateUpdate(AuthenticatorWrite, AuthenticatorPatchWrite);
export const checkOwnAuthenticatorUpdate = gateUpdate(AuthenticatorWriteWithCurrent, AuthenticatorPatchWriteWithCurrent);
export const checkReEnroll = gate(ReEnrollWrite);
