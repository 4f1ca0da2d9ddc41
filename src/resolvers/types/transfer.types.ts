import { Field, ObjectType } from 'type-graphql';
import type { ImportReport as ImportReportShape, KindReport } from '../../services/transfer/document';

/** What an import did with the items of one kind, by name. */
@ObjectType({ description: 'Names of the items of one kind an import created, updated and left as they were' })
export class ImportKindReport implements KindReport {
  @Field(() => [String]) created!: string[];
  @Field(() => [String]) updated!: string[];
  @Field(() => [String]) unchanged!: string[];
}

/** A field per kind of the configuration document; tsc holds it to the service's report. */
@ObjectType({ description: 'What importConfiguration did, per kind of the configuration document' })
export class ImportReport implements ImportReportShape {
  @Field(() => ImportKindReport) externalJwtSigners!: ImportKindReport;
  @Field(() => ImportKindReport) authPolicies!: ImportKindReport;
  @Field(() => ImportKindReport) configTypes!: ImportKindReport;
  @Field(() => ImportKindReport) configs!: ImportKindReport;
  @Field(() => ImportKindReport) services!: ImportKindReport;
  @Field(() => ImportKindReport) postureChecks!: ImportKindReport;
  @Field(() => ImportKindReport) routers!: ImportKindReport;
  @Field(() => ImportKindReport) cas!: ImportKindReport;
  @Field(() => ImportKindReport) identities!: ImportKindReport;
  @Field(() => ImportKindReport) servicePolicies!: ImportKindReport;
  @Field(() => ImportKindReport) edgeRouterPolicies!: ImportKindReport;
  @Field(() => ImportKindReport) serviceEdgeRouterPolicies!: ImportKindReport;
}
