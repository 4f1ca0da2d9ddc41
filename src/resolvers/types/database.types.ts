import { Field, ID, Int, ObjectType } from 'type-graphql';
import { boundedList, LIST_BOUNDS } from '../query-limits';

@ObjectType({ description: 'An inconsistency a data integrity run found' })
export class IntegrityFinding {
  @Field(() => String) description!: string;
  @Field(() => Boolean, { description: 'Repaired by a fix run' }) fixed!: boolean;
}

@ObjectType({ description: 'The latest data integrity run (as GET /database/data-integrity-results)' })
export class DataIntegrityResults {
  @Field(() => Boolean) inProgress!: boolean;
  @Field(() => Boolean, { description: 'The run repairs what it can (a fix run)' }) fixingErrors!: boolean;
  @Field(() => Boolean, { description: 'More findings than a run records (1,000)' }) tooManyErrors!: boolean;
  @Field(() => Date, { description: '0001-01-01T00:00:00.000Z before any run' }) startTime!: Date;
  @Field(() => Date, { description: '0001-01-01T00:00:00.000Z while running and before any run' }) endTime!: Date;
  @Field(() => String, { description: 'Why the run failed or ended early; empty when it did not' }) error!: string;
  @Field(() => [IntegrityFinding], { complexity: boundedList(LIST_BOUNDS.integrityFindings) }) results!: IntegrityFinding[];
}

@ObjectType({ description: 'A step of a data integrity run on any controller instance' })
export class IntegrityProgressEvent {
  @Field(() => ID) runId!: string;
  @Field(() => Boolean, { description: 'A fix run (else a check)' }) fixing!: boolean;
  @Field(() => String, { description: 'started, phase (a check begins), progress, finding, or finished' }) event!: string;
  @Field(() => String, { nullable: true, description: 'The check running (phase, progress, finding)' }) phase?: string;
  @Field(() => Int, { nullable: true, description: 'Items checked so far in the phase' }) checked?: number;
  @Field(() => Int, { nullable: true, description: 'Items the phase checks, when known in advance' }) total?: number;
  @Field(() => IntegrityFinding, { nullable: true, description: 'The inconsistency found (finding)' }) finding?: IntegrityFinding;
  @Field(() => Int, { nullable: true, description: 'Findings of the run, recorded or not (finished)' }) found?: number;
  @Field(() => Int, { nullable: true, description: 'Findings repaired (finished)' }) fixed?: number;
  @Field(() => Boolean, { nullable: true }) tooManyErrors?: boolean;
  @Field(() => String, { nullable: true, description: 'Why the run failed or ended early (finished)' }) error?: string;
}
