import type { Services } from '../../services';
import type { Patch } from '../../services/core/write-schema';
import type { AuthPolicyInput, AuthPolicyPatchInput } from '../../services/auth-policy.schema';
import type { ExternalJwtSignerInput } from '../../services/external-jwt-signer.schema';
import * as A from '../contract/auth.schemas';
import type { Handlers } from '../router';
import { createOf, deleteOf, detailOf, listOf, patchOf, updateOf, withBody } from '../handlers';
import { presentAuthPolicy } from '../presenters/auth-policy.presenter';
import { presentClientExternalJwtSigner, presentExternalJwtSigner } from '../presenters/external-jwt-signer.presenter';
import type { IncomingMessage } from 'node:http';
import { header } from '../router';
import { presentMfa, presentMfaCreated, presentMfaRecoveryCodes } from '../presenters/mfa.presenter';

/** The auth area: auth policies, external JWT signers and MFA. One function per resource. */
export function authHandlers(services: Services): Handlers {
  return { ...authPolicyHandlers(services), ...extJwtSignerHandlers(services), ...mfaHandlers(services) };
}

// ---- auth policies ----
function authPolicyHandlers(services: Services): Handlers {
  const { authPolicies } = services;
  return {
    listAuthPolicies: listOf((ctx, q) => authPolicies.list(ctx, q), presentAuthPolicy),
    detailAuthPolicy: detailOf((ctx, id) => authPolicies.get(ctx, id), presentAuthPolicy),
    createAuthPolicy: createOf('auth-policies', (ctx, body: AuthPolicyInput) => authPolicies.create(ctx, body)),
    updateAuthPolicy: updateOf((ctx, id, body: AuthPolicyPatchInput, fields) => authPolicies.update(ctx, id, body, fields)),
    patchAuthPolicy: patchOf((ctx, id, body: AuthPolicyPatchInput, fields) => authPolicies.update(ctx, id, body, fields)),
    deleteAuthPolicy: deleteOf((ctx, id) => authPolicies.delete(ctx, id)),
  };
}

// ---- external JWT signers ----
function extJwtSignerHandlers(services: Services): Handlers {
  const signers = services.externalJwtSigners;
  return {
    listExternalJwtSigners: listOf((ctx, q) => signers.list(ctx, q), presentExternalJwtSigner),
    'client:listExternalJwtSigners': listOf((ctx, q) => signers.listPublic(ctx, q), presentClientExternalJwtSigner),
    detailExternalJwtSigner: detailOf((ctx, id) => signers.get(ctx, id), presentExternalJwtSigner),
    createExternalJwtSigner: createOf('external-jwt-signers', (ctx, body: ExternalJwtSignerInput) => signers.create(ctx, body)),
    updateExternalJwtSigner: updateOf((ctx, id, body: Patch<ExternalJwtSignerInput>, fields) => signers.update(ctx, id, body, fields)),
    patchExternalJwtSigner: patchOf((ctx, id, body: Patch<ExternalJwtSignerInput>, fields) => signers.update(ctx, id, body, fields)),
    deleteExternalJwtSigner: deleteOf((ctx, id) => signers.delete(ctx, id)),
  };
}

// ---- MFA ----
function mfaHandlers(services: Services): Handlers {
  const { mfa } = services;
  return {
    authenticateMfa: withBody(A.MfaCode, async ({ ctx, body }) => {
      await mfa.completeLogin(ctx, body.code);
      return { data: {} };
    }),
    detailMfa: async ({ ctx }) => ({ data: presentMfa(await mfa.status(ctx)) }),
    enrollMfa: async ({ ctx }) => ({ status: 201, data: presentMfaCreated(await mfa.start(ctx)) }),
    deleteMfa: async ({ ctx, req, body }) => {
      await mfa.disable(ctx, mfaCodeOf(req, codeOfJsonText(body)));
      return { data: {} };
    },
    detailMfaQrCode: async ({ ctx }) => ({ raw: await mfa.qrCode(ctx), contentType: 'image/png' }),
    // The body is optional here: an absent one arrives as {}.
    detailMfaRecoveryCodes: withBody(A.MfaCode, async ({ ctx, req, body }) => ({ data: presentMfaRecoveryCodes(await mfa.recoveryCodes(ctx, mfaCodeOf(req, (body as Partial<typeof body>).code))) })),
    createMfaRecoveryCodes: withBody(A.MfaCode, async ({ ctx, body }) => {
      // The new codes are read back with GET (OpenZiti answers this one empty).
      await mfa.regenerateRecoveryCodes(ctx, body.code);
      return { data: {} };
    }),
    verifyMfa: withBody(A.MfaCode, async ({ ctx, body }) => {
      await mfa.verify(ctx, body.code);
      return { data: {} };
    }),
    removeIdentityMfa: async ({ ctx, params }) => {
      await mfa.remove(ctx, params.id);
      return { data: {} };
    },
  };
}

/** The code of a request: the body's `code` when it has one, else the `mfa-validation-code` header (as OpenZiti). */
function mfaCodeOf(req: IncomingMessage, bodyCode: unknown): string {
  if (typeof bodyCode === 'string') return bodyCode;
  return header(req, 'mfa-validation-code') ?? '';
}

/** `code` of a JSON body read as text (deleteMfa: the official operation declares no body, so the contract does not parse one). */
function codeOfJsonText(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}
