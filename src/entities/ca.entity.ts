import { Entity, Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** Where an external JWT carries the identity's external id (OpenZiti's externalIdClaim). */
export interface ExternalIdClaim {
  location: 'COMMON_NAME' | 'SAN_URI' | 'SAN_EMAIL';
  matcher: 'ALL' | 'PREFIX' | 'SUFFIX' | 'SCHEME';
  matcherCriteria: string;
  parser: 'NONE' | 'SPLIT';
  parserCriteria: string;
  index: number;
}

/**
 * A third-party certificate authority. Once verified (proof of possession of its key), the
 * certificates it issued may enroll identities (ottca, auto enrollment) and, with
 * isAuthEnabled, authenticate.
 */
@ObjectType()
@Entity({ tableName: 'cas' })
export class Ca extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  certPem!: string;

  @Field(() => String)
  @Property({ type: 'text', unique: true })
  fingerprint!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isVerified: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isAutoCaEnrollmentEnabled: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isOttCaEnrollmentEnabled: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isAuthEnabled: boolean & Opt = false;

  /** Role attributes given to identities this CA auto-enrolls. */
  @Field(() => [String])
  @Property({ type: 'text[]' })
  identityRoles: string[] & Opt = [];

  /** Name of auto-enrolled identities, with `[caName]`, `[commonName]`, `[identityId]`… placeholders. */
  @Field(() => String)
  @Property({ type: 'text' })
  identityNameFormat: string & Opt = '[caName] - [commonName]';

  /** Common name the verification certificate must carry; cleared once verified. */
  @Property({ type: 'text', nullable: true, hidden: true })
  verificationToken?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Property({ type: 'jsonb', nullable: true })
  externalIdClaim?: ExternalIdClaim | null;
}

/** The claim's parts are fields of their own, as OpenZiti lists them (`externalIdClaim.matcher`). */
const claimPart = (key: string, type: 'string' | 'number' = 'string') => ({
  sql: type === 'number' ? `(e."external_id_claim"->>'${key}')::integer` : `(e."external_id_claim"->>'${key}')`,
  type,
});

export const CA_FIELDS = entityFields(Ca, {
  computed: Object.fromEntries([
    ...['location', 'matcher', 'matcherCriteria', 'parser', 'parserCriteria'].map((k) => [`externalIdClaim.${k}`, claimPart(k)]),
    ['externalIdClaim.index', claimPart('index', 'number')],
  ]),
});
