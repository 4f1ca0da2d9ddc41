import { Entity, Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** Which token of the identity provider clients present (OpenZiti's targetToken). */
export type TargetToken = 'ACCESS' | 'ID';

/**
 * A party whose JWTs identities may log in with (ext-jwt), or must present with every request
 * when their auth policy requires it as a secondary factor. Its keys come from exactly one of a
 * certificate (certPem, whose fingerprint, common name and validity are kept beside it) or a
 * JWKS endpoint. Tokens are matched to a signer by their `iss`, unique among signers.
 */
@ObjectType()
@Entity({ tableName: 'external_jwt_signers' })
export class ExternalJwtSigner extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  enabled: boolean & Opt = true;

  @Field(() => String)
  @Property({ type: 'text', unique: true })
  issuer!: string;

  /** What the tokens' `aud` must contain; null: not checked. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  audience?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  certPem?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  jwksEndpoint?: string | null;

  /** Of certPem (lowercase hex SHA-1 of the DER); null for a JWKS signer. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  fingerprint?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  commonName: string & Opt = '';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  notBefore?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  notAfter?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  kid?: string | null;

  /** Where the identity is in the claims: a claim name, or a JSON pointer when it starts with '/'. */
  @Field(() => String)
  @Property({ type: 'text' })
  claimsProperty: string & Opt = 'sub';

  /** The claim names identity.externalId (else identity.id). */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  useExternalId: boolean & Opt = false;

  /** Where clients get a token (the identity provider's authorization URL). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  externalAuthUrl?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  clientId?: string | null;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  scopes: string[] & Opt = [];

  @Field(() => String)
  @Property({ type: 'text' })
  targetToken: TargetToken & Opt = 'ACCESS';
}

/** Filter fields: OpenZiti's symbols of a signer (its other fields are not filterable there). */
export const EXTERNAL_JWT_SIGNER_FIELDS = entityFields(ExternalJwtSigner, {
  omit: ['jwksEndpoint', 'externalAuthUrl', 'clientId', 'scopes', 'targetToken'],
});
