import { Type, type Static } from '@sinclair/typebox';
import { DateTimeInput, Nullable, type NullAsAbsent } from './core/write-schema';
import { gate } from './core/write-gate';

/** What an administrator writes on an enrollment: the one description REST and GraphQL share. */

export const EnrollmentMethodName = Type.Union([Type.Literal('ott'), Type.Literal('ottca'), Type.Literal('updb')]);

/** A new enrollment of an identity; enrollments are not updated, only refreshed (new token and expiry) or deleted. */
export const EnrollmentCreateWrite = Type.Object({
  identityId: Type.String(),
  method: EnrollmentMethodName,
  expiresAt: DateTimeInput,
  caId: Type.Optional(Nullable(Type.String({ description: 'ottca: the CA whose certificates may redeem the enrollment' }))),
  username: Type.Optional(Nullable(Type.String({ description: 'updb: the username the identity will log in with' }))),
});
/** What EnrollmentService.create takes. */
export type EnrollmentCreateInput = NullAsAbsent<Static<typeof EnrollmentCreateWrite>>;

export const EnrollmentRefreshWrite = Type.Object({ expiresAt: DateTimeInput });
export type EnrollmentRefreshInput = Static<typeof EnrollmentRefreshWrite>;

/** The gates of enrollment writes (core/write-gate.ts). */
export const checkEnrollmentCreate = gate(EnrollmentCreateWrite);
export const checkEnrollmentRefresh = gate(EnrollmentRefreshWrite);
