import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { GqlContext } from './context';
import { ImportReport } from './types/transfer.types';

/** Configuration export and import: the same service calls as REST's /database/export and /database/import. */
@Resolver()
export class TransferResolver {
  @Query(() => GraphQLJSONObject, { description: 'The whole configuration as one document (by name, without ids, dates or secrets); admins only' })
  exportConfiguration(@Ctx() { ctx, services }: GqlContext): Promise<Record<string, unknown>> {
    return services.transfer.export(ctx) as unknown as Promise<Record<string, unknown>>;
  }

  @Mutation(() => ImportReport, {
    description: 'Creates what the document has and the controller lacks, updates what differs (by name), never deletes; all or nothing. Admins only',
  })
  importConfiguration(
    @Arg('document', () => GraphQLJSONObject) document: Record<string, unknown>,
    @Arg('enroll', () => String, { nullable: true, description: 'ott: every identity created gets a one-time-token enrollment' }) enroll: string | null | undefined,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<ImportReport> {
    return services.transfer.import(ctx, document, { enroll: enroll ?? undefined });
  }
}

export const TRANSFER_RESOLVERS = [TransferResolver] as const;
