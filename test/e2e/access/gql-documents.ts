/**
 * The GraphQL operations of the access tests: the typed documents codegen makes of
 * test/graphql/access.graphql, under the names these tests know them by.
 */
export {
  CreateSessionDocument,
  DeleteMySessionDocument,
  DeleteSessionDocument,
  IdentityPolicyAdviceDocument,
  MyEdgeRoutersDocument,
  MyServiceDocument,
  MyServicesDocument,
  MySessionsDocument,
  ServiceListChangedDocument,
  ServiceUpdatesDocument,
  SessionRoutePathDocument,
} from '../../graphql/generated';
export type {
  ServiceAccessFieldsFragment as ServiceAccessView,
  ServiceListChangedSubscription as ServiceListChangedEvent,
  SessionAccessFieldsFragment as SessionAccessView,
} from '../../graphql/generated';
