import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AuthPolicy } from '../entities';
import type { GqlContext } from './context';
import { ListArgs, toListQuery, toPage } from './types/common.types';
import { AuthPolicyInput, AuthPolicyList, AuthPolicyPatchInput } from './types/auth.types';
import { ExternalJwtSigner } from '../entities';
import { ExternalJwtSignerInput, ExternalJwtSignerList, ExternalJwtSignerPatchInput } from './types/auth.types';
import { LoginResult } from './types/identity.types';
import { FieldResolver, Root } from 'type-graphql';
import { ApiSession, Identity } from '../entities';
import { AuthQuery, MfaRecoveryCodes, MfaStatus } from './types/auth.types';
import type { MfaView } from '../services/mfa.service';
import { authQueriesOf } from '../services/mfa/session-state';
import { boundedList } from './query-limits';

/** The auth area in GraphQL: auth policies, external JWT signers, the caller's MFA. One section per resource. */

// ---- auth policies ----
@Resolver(() => AuthPolicy)
export class AuthPolicyResolver {
  @Query(() => AuthPolicyList)
  async authPolicies(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<AuthPolicyList> {
    return toPage(await services.authPolicies.list(ctx, toListQuery(args)));
  }

  @Query(() => AuthPolicy)
  authPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<AuthPolicy> {
    return services.authPolicies.get(ctx, id);
  }

  @Mutation(() => AuthPolicy)
  createAuthPolicy(@Arg('input', () => AuthPolicyInput) input: AuthPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<AuthPolicy> {
    return services.authPolicies.create(ctx, input);
  }

  @Mutation(() => AuthPolicy, { description: 'Replaces every field' })
  updateAuthPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => AuthPolicyInput) input: AuthPolicyInput, @Ctx() { ctx, services }: GqlContext): Promise<AuthPolicy> {
    return services.authPolicies.update(ctx, id, input);
  }

  @Mutation(() => AuthPolicy, { description: 'Changes only the fields given, in primary and secondary too' })
  patchAuthPolicy(@Arg('id', () => ID) id: string, @Arg('input', () => AuthPolicyPatchInput) input: AuthPolicyPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<AuthPolicy> {
    return services.authPolicies.update(ctx, id, input, Object.keys(input));
  }

  @Mutation(() => Boolean, { description: 'Refused for the default policy, and while identities use the policy' })
  async deleteAuthPolicy(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.authPolicies.delete(ctx, id);
    return true;
  }
}
const AUTH_POLICY_RESOLVERS: Function[] = [AuthPolicyResolver];

// ---- external JWT signers ----
@Resolver(() => ExternalJwtSigner)
export class ExternalJwtSignerResolver {
  @Query(() => ExternalJwtSignerList)
  async externalJwtSigners(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<ExternalJwtSignerList> {
    return toPage(await services.externalJwtSigners.list(ctx, toListQuery(args)));
  }

  @Query(() => ExternalJwtSigner)
  externalJwtSigner(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<ExternalJwtSigner> {
    return services.externalJwtSigners.get(ctx, id);
  }

  @Mutation(() => ExternalJwtSigner)
  createExternalJwtSigner(@Arg('input', () => ExternalJwtSignerInput) input: ExternalJwtSignerInput, @Ctx() { ctx, services }: GqlContext): Promise<ExternalJwtSigner> {
    return services.externalJwtSigners.create(ctx, input);
  }

  @Mutation(() => ExternalJwtSigner, { description: 'Replaces every updatable field' })
  updateExternalJwtSigner(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExternalJwtSignerInput) input: ExternalJwtSignerInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<ExternalJwtSigner> {
    return services.externalJwtSigners.update(ctx, id, input);
  }

  @Mutation(() => ExternalJwtSigner, { description: 'Changes only the fields given' })
  patchExternalJwtSigner(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExternalJwtSignerPatchInput) input: ExternalJwtSignerPatchInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<ExternalJwtSigner> {
    return services.externalJwtSigners.update(ctx, id, input, Object.keys(input));
  }

  @Mutation(() => Boolean, { description: 'Refused while an auth policy references the signer' })
  async deleteExternalJwtSigner(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.externalJwtSigners.delete(ctx, id);
    return true;
  }

  @Mutation(() => LoginResult, { description: 'ext-jwt login (as POST /authenticate?method=ext-jwt with the token as a bearer); rate limited as every login' })
  async loginWithExtJwt(
    @Arg('token', () => String, { description: 'A JWT of an enabled external JWT signer' }) token: string,
    @Arg('configTypes', () => [String], { nullable: true }) configTypes: string[] | undefined,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<LoginResult> {
    const { session, token: sessionToken } = await services.auth.authenticate(ctx, 'ext-jwt', { configTypes: configTypes ?? undefined }, [token]);
    const expiresAt = services.auth.expiresAt(session);
    return { token: sessionToken, session, expiresAt, expirationSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000) };
  }
}
const EXT_JWT_SIGNER_RESOLVERS: Function[] = [ExternalJwtSignerResolver];

// ---- MFA ----
/** The caller's TOTP MFA (as /current-identity/mfa), completing a partial session, and the admin's removal. */
@Resolver(() => MfaStatus)
export class MfaResolver {
  @Query(() => MfaStatus, { description: "The caller's MFA enrollment (MFA_ENROLLMENT_NOT_STARTED without one)" })
  async myMfa(@Ctx() { ctx, services }: GqlContext): Promise<MfaStatus> {
    return mfaStatusOf(await services.mfa.status(ctx));
  }

  @Mutation(() => MfaStatus, { description: 'Starts a TOTP enrollment (replacing an unverified one); verify it with verifyMfa' })
  async startMfaEnrollment(@Ctx() { ctx, services }: GqlContext): Promise<MfaStatus> {
    await services.mfa.start(ctx);
    return mfaStatusOf(await services.mfa.status(ctx));
  }

  @Mutation(() => Boolean, { description: 'Verifies the enrollment with a first TOTP code; the calling session counts as having given it' })
  async verifyMfa(@Arg('code', () => String) code: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.mfa.verify(ctx, code);
    return true;
  }

  @Query(() => MfaRecoveryCodes, { description: 'Recovery codes (needs a TOTP code): in full only for a while after they are regenerated' })
  async myMfaRecoveryCodes(@Arg('code', () => String) code: string, @Ctx() { ctx, services }: GqlContext): Promise<MfaRecoveryCodes> {
    return { recoveryCodes: (await services.mfa.recoveryCodes(ctx, code)).recoveryCodes };
  }

  @Mutation(() => MfaRecoveryCodes, { description: 'Replaces every recovery code (needs a TOTP or recovery code) and returns the new ones' })
  async regenerateMfaRecoveryCodes(@Arg('code', () => String) code: string, @Ctx() { ctx, services }: GqlContext): Promise<MfaRecoveryCodes> {
    return { recoveryCodes: (await services.mfa.regenerateRecoveryCodes(ctx, code)).recoveryCodes };
  }

  @Mutation(() => Boolean, { description: 'Disables MFA: a TOTP or recovery code for a verified enrollment, none for an unverified one' })
  async disableMfa(@Arg('code', () => String, { nullable: true }) code: string | undefined, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.mfa.disable(ctx, code ?? '');
    return true;
  }

  @Mutation(() => Boolean, { description: 'Completes a partially authenticated session (as POST /authenticate/mfa): a TOTP code or a recovery code' })
  async completeMfa(@Arg('code', () => String) code: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.mfa.completeLogin(ctx, code);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes the MFA enrollment of an identity (admin)' })
  async removeIdentityMfa(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.mfa.remove(ctx, id);
    return true;
  }
}

/** Auth queries one session can owe: one per kind of secondary factor (MFA; an ext-jwt signer). */
const AUTH_QUERIES_PER_SESSION = 2;

/** What an API session still owes (login's `session`, currentApiSession, apiSessions). */
@Resolver(() => ApiSession)
export class ApiSessionMfaResolver {
  @FieldResolver(() => [AuthQuery], {
    description: 'Secondary authentications the session must still answer (MFA until its TOTP code is given)',
    complexity: boundedList(AUTH_QUERIES_PER_SESSION),
  })
  authQueries(@Root() session: ApiSession): AuthQuery[] {
    return authQueriesOf(session);
  }
}

@Resolver(() => Identity)
export class IdentityMfaResolver {
  @FieldResolver(() => Boolean, { nullable: true, description: 'It has a verified TOTP MFA enrollment' })
  async isMfaEnabled(@Root() identity: Identity, @Ctx() { loaders }: GqlContext): Promise<boolean> {
    return (await loaders.identityDetail.load(identity.id)).isMfaEnabled;
  }
}

function mfaStatusOf(view: MfaView): MfaStatus {
  const { mfa, provisioningUrl, recoveryCodes } = view;
  return { id: mfa.id, isVerified: mfa.isVerified, provisioningUrl, recoveryCodes, createdAt: mfa.createdAt, updatedAt: mfa.updatedAt };
}

const MFA_RESOLVERS: Function[] = [MfaResolver, ApiSessionMfaResolver, IdentityMfaResolver];

export const AUTH_RESOLVERS = [...AUTH_POLICY_RESOLVERS, ...EXT_JWT_SIGNER_RESOLVERS, ...MFA_RESOLVERS];
