import { Type, type Static } from '@sinclair/typebox';
import { Name, Nullable, Tags, patchSchemaNotNull, updatableFields } from './core/write-schema';
import { MAX_INDEXED_TEXT_LENGTH } from './core/validate';
import { gate, gateUpdate, type GateOptions } from './core/write-gate';

/**
 * What an administrator writes on an external JWT signer (OpenZiti's externalJwtSignerCreate and
 * externalJwtSignerUpdate): the one description REST and GraphQL share. Exactly one of certPem
 * and jwksEndpoint must be given (checked by the service, which names the field at fault).
 */

const IndexedText = (description: string) => Type.String({ minLength: 1, maxLength: MAX_INDEXED_TEXT_LENGTH, description });
export const TargetTokenWrite = Type.Union([Type.Literal('ACCESS'), Type.Literal('ID')], { description: 'Which token of the identity provider clients present' });

export const ExternalJwtSignerWrite = Type.Object({
  name: Name,
  enabled: Type.Boolean({ description: 'A disabled signer refuses every token' }),
  issuer: IndexedText('The `iss` of its tokens, unique among signers'),
  audience: Nullable(Type.String({ description: 'A value the `aud` of its tokens must contain; null: not checked' })),
  certPem: Type.Optional(Nullable(Type.String({ description: 'The certificate (PEM) whose key signs the tokens; or jwksEndpoint' }))),
  jwksEndpoint: Type.Optional(Nullable(Type.String({ format: 'uri', description: 'The http(s) URL of the JWKS with the signing keys; or certPem' }))),
  kid: Type.Optional(Nullable(IndexedText('Key id, unique among signers'))),
  claimsProperty: Type.Optional(Nullable(Type.String({ description: 'The claim naming the identity: a claim name or a JSON pointer (/a/b); default sub' }))),
  useExternalId: Type.Optional(Nullable(Type.Boolean({ description: 'The claim is an identity externalId (else an identity id)' }))),
  externalAuthUrl: Type.Optional(Nullable(Type.String({ format: 'uri', description: 'Where clients get a token from the identity provider' }))),
  clientId: Type.Optional(Nullable(Type.String())),
  scopes: Type.Optional(Nullable(Type.Array(Type.String()))),
  targetToken: Type.Optional(Nullable(TargetTokenWrite)),
  tags: Type.Optional(Tags),
});
export type ExternalJwtSignerInput = Static<typeof ExternalJwtSignerWrite>;
export type ExternalJwtSignerField = keyof ExternalJwtSignerInput;
export const EXTERNAL_JWT_SIGNER_UPDATABLE = updatableFields(ExternalJwtSignerWrite);

/** PATCH: every field optional; null resets a field to its default, except where a value is required. */
export const ExternalJwtSignerPatchWrite = patchSchemaNotNull(ExternalJwtSignerWrite, ['name', 'enabled', 'issuer']);

/**
 * The gates of signer writes (core/write-gate.ts). Blank optional texts are null, as OpenZiti
 * stores them: its admin console sends `"kid": ""` and `"externalAuthUrl": ""` for a JWKS signer,
 * the `ziti` CLI `"externalAuthUrl": ""` unless given one.
 */
const SIGNER_BLANKS: GateOptions = { blankAsNull: ['audience', 'certPem', 'jwksEndpoint', 'kid', 'claimsProperty', 'externalAuthUrl', 'clientId'] };
export const checkExternalJwtSignerCreate = gate(ExternalJwtSignerWrite, SIGNER_BLANKS);
export const checkExternalJwtSignerUpdate = gateUpdate(ExternalJwtSignerWrite, ExternalJwtSignerPatchWrite, SIGNER_BLANKS);
