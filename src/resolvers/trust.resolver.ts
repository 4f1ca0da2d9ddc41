import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Ca, Enrollment } from '../entities';
import type { GqlContext } from './context';
import { ListArgs, toPage, toListQuery } from './types/common.types';
import { CaCreateInput, CaInput, CaList, CaPatchInput, EnrollmentCreateInput, EnrollmentList } from './types/trust.types';
import { LIST_BOUNDS, boundedList } from './query-limits';

/** Third-party CAs (admins only, as every service call checks). */
@Resolver(() => Ca)
export class CaResolver {
  @Query(() => CaList)
  async cas(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<CaList> {
    const page = await services.cas.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Ca)
  ca(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Ca> {
    return services.cas.get(ctx, id);
  }

  @Query(() => String, { description: 'The enrollment JWT of a CA (what /cas/{id}/jwt returns)' })
  caJwt(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<string> {
    return services.cas.jwt(ctx, id);
  }

  @Mutation(() => Ca)
  createCa(@Arg('input', () => CaCreateInput) input: CaCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Ca> {
    return services.cas.create(ctx, input);
  }

  @Mutation(() => Ca, { description: 'Replaces every updatable field (as PUT /cas/{id}); the certificate never changes' })
  updateCa(@Arg('id', () => ID) id: string, @Arg('input', () => CaInput) input: CaInput, @Ctx() { ctx, services }: GqlContext): Promise<Ca> {
    return services.cas.update(ctx, id, input);
  }

  @Mutation(() => Ca, { description: 'Changes only the fields given; the certificate never changes' })
  patchCa(@Arg('id', () => ID) id: string, @Arg('input', () => CaPatchInput) input: CaPatchInput, @Ctx() { ctx, services }: GqlContext): Promise<Ca> {
    return services.cas.update(ctx, id, input, Object.keys(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes the CA and the certificate authenticators it issued' })
  async deleteCa(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.cas.delete(ctx, id);
    return true;
  }

  @Mutation(() => Ca, { description: 'Proves possession of the CA key: a PEM certificate it signed with the verificationToken as common name' })
  async verifyCa(@Arg('id', () => ID) id: string, @Arg('certPem', () => String) certPem: string, @Ctx() { ctx, services }: GqlContext): Promise<Ca> {
    await services.cas.verify(ctx, id, certPem);
    return services.cas.get(ctx, id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Shown until the CA is verified' })
  verificationToken(@Root() ca: Ca): string | null {
    return ca.isVerified ? null : (ca.verificationToken ?? null);
  }
}

/** Outstanding enrollments of identities and routers (admins only). */
@Resolver(() => Enrollment)
export class EnrollmentResolver {
  @Query(() => EnrollmentList)
  async enrollments(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<EnrollmentList> {
    const page = await services.enrollments.list(ctx, toListQuery(args));
    return toPage(page);
  }

  @Query(() => Enrollment)
  enrollment(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Enrollment> {
    return services.enrollments.get(ctx, id);
  }

  @Query(() => [Enrollment], {
    description: 'The outstanding enrollments of an identity (admins; as GET /identities/{id}/enrollments)',
    complexity: boundedList(LIST_BOUNDS.enrollmentsPerIdentity),
  })
  async identityEnrollments(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Enrollment[]> {
    return (await services.enrollments.listForIdentity(ctx, id, { limit: -1 })).items;
  }

  @Mutation(() => Enrollment, { description: 'Refused (ENROLLMENT_EXISTS) while one of that method is outstanding for the identity' })
  createEnrollment(@Arg('input', () => EnrollmentCreateInput) input: EnrollmentCreateInput, @Ctx() { ctx, services }: GqlContext): Promise<Enrollment> {
    return services.enrollments.create(ctx, input);
  }

  @Mutation(() => Enrollment, { description: 'A new token and JWT with a new expiry; the old token stops working' })
  refreshEnrollment(@Arg('id', () => ID) id: string, @Arg('expiresAt', () => Date) expiresAt: Date, @Ctx() { ctx, services }: GqlContext): Promise<Enrollment> {
    return services.enrollments.refresh(ctx, id, { expiresAt });
  }

  @Mutation(() => Boolean)
  async deleteEnrollment(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.enrollments.delete(ctx, id);
    return true;
  }

  @Mutation(() => Enrollment, { description: 'Deletes an authenticator and issues the enrollment that replaces it (updb → updb, cert → ott or ottca)' })
  reEnrollAuthenticator(@Arg('id', () => ID) id: string, @Arg('expiresAt', () => Date) expiresAt: Date, @Ctx() { ctx, services }: GqlContext): Promise<Enrollment> {
    return services.authenticators.reEnroll(ctx, id, { expiresAt });
  }

  @FieldResolver(() => String, { description: 'The one-time token (the JWT jti)' })
  token(@Root() e: Enrollment): string {
    return e.token;
  }

  @FieldResolver(() => String)
  jwt(@Root() e: Enrollment): string {
    return e.jwt;
  }

  @FieldResolver(() => ID, { nullable: true })
  identityId(@Root() e: Enrollment): string | null {
    return e.identity?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The router (edge or transit) this enrollment is for' })
  routerId(@Root() e: Enrollment): string | null {
    return e.router?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  caId(@Root() e: Enrollment): string | null {
    return e.ca?.id ?? null;
  }
}

export const TRUST_RESOLVERS = [CaResolver, EnrollmentResolver] as const;
