import { Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from './context';
import { subscribeWithCodes } from './format-error';
import { DataIntegrityResults, IntegrityProgressEvent } from './types/database.types';
import type { IntegrityProgress } from '../services/database/integrity-progress';

/** The database area: data integrity runs and their live progress, database snapshots. */
@Resolver(() => IntegrityProgressEvent)
export class DatabaseResolver {
  @Mutation(() => Boolean, { description: 'Starts a data integrity check in the background; RATE_LIMITED while a run is in progress on any instance' })
  async checkDataIntegrity(@Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.integrity.start(ctx, false);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Starts a data integrity check that repairs what it can; RATE_LIMITED while a run is in progress on any instance' })
  async fixDataIntegrity(@Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.integrity.start(ctx, true);
    return true;
  }

  @Query(() => DataIntegrityResults, { description: 'The latest data integrity run, in progress or finished' })
  dataIntegrityResults(@Ctx() { ctx, services }: GqlContext): Promise<DataIntegrityResults> {
    return services.integrity.results(ctx);
  }

  @Mutation(() => Boolean, { description: 'Writes a database snapshot on the controller (as POST /database/snapshot); RATE_LIMITED within a minute of the last' })
  async createDatabaseSnapshot(@Ctx() { ctx, services }: GqlContext): Promise<boolean> {
    await services.snapshots.create(ctx);
    return true;
  }

  @Subscription(() => IntegrityProgressEvent, {
    description: 'Progress of data integrity runs on every controller instance (admins only)',
    subscribe: ({ context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.integrity.watch(ctx));
    },
  })
  integrityCheckProgress(@Root() progress: IntegrityProgress): IntegrityProgressEvent {
    return progress;
  }

  @FieldResolver(() => DataIntegrityResults, { nullable: true, description: 'The persisted result of the run, on its finished event' })
  async result(@Root() progress: IntegrityProgress, @Ctx() { ctx, services }: GqlContext): Promise<DataIntegrityResults | null> {
    return progress.event === 'finished' ? services.integrity.results(ctx, progress.runId) : null;
  }
}

export const DATABASE_RESOLVERS: Function[] = [DatabaseResolver];
