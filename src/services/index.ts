import { ApiSessionService } from './api-session.service';
import { AuthService, type ResolvedSession } from './auth.service';
import { AuthPolicyService } from './auth-policy.service';
import { AuthenticatorService } from './authenticator.service';
import { BootstrapService } from './bootstrap.service';
import { IdentityService } from './identity.service';
import { InfoService } from './info.service';
import { SummaryService } from './summary.service';
import { ConfigTypeService } from './config-type.service';
import { ConfigService } from './config.service';
import { ServiceService } from './service.service';
import { TerminatorService } from './terminator.service';
import { RouterService } from './router.service';
import { PolicyService } from './policy.service';
import { PostureCheckService } from './posture-check.service';
import { AccessService } from './access.service';
import { SessionService } from './session.service';
import { SessionSweeper } from './session/session-sweeper';
import type { PkiService } from './pki.service';
import { EnrollmentService } from './enrollment.service';
import { CaService } from './ca.service';
import { CertificateService } from './certificate.service';
import { RouterEnrollmentService } from './router-enrollment.service';
import { ExternalJwtSignerService } from './external-jwt-signer.service';
import { MfaService } from './mfa.service';
import { PostureResponseService } from './posture-response.service';
import { TransferService } from './transfer/transfer.service';
import { ControllerService } from './cluster/controller.service';
import type { Metrics } from './cluster/metrics';
import { LinkService } from './link.service';
import { ChangeFeedService } from './change-feed.service';
import { IntegrityService } from './database/integrity.service';
import { SnapshotService } from './database/snapshot.service';
import { RouterPresenceService } from './router/router-presence.service';
import { EdgeSyncService } from './router/edge-sync.service';
import { FabricService } from './fabric.service';
import { HostingService } from './router/hosting.service';
import { CircuitService } from './router/circuit.service';
import { CircuitCustody } from './router/circuit-custody';
import { RouterLinkService } from './router/router-link.service';
import type { ServiceDeps } from './service-deps';
import { newRequestId, type Actor, type RequestCtx } from './core/context';

/** What the edge (REST, GraphQL, WebSocket) knows about a request before authentication. */
export interface ContextInit {
  source: RequestCtx['source'];
  requestId?: string;
  ip?: string;
  /**
   * Reads the TLS client certificate chain (PEM, leaf first; undefined on plain HTTP or without
   * one). Called only when a service asks: most requests never look at it.
   */
  clientCertificates?: () => string[] | undefined;
  /** Reads the request's `Authorization: Bearer` tokens (ext-jwt); called only when a service asks. */
  bearerTokens?: () => string[];
}

/**
 * A request context whose EntityManager fork, certificate chain and bearer tokens are made on
 * first use (requests answered from caches never need them). A class: every request makes one,
 * and an object literal with getters costs a closure and an accessor definition per getter.
 */
class LazyRequestCtx implements RequestCtx {
  actor: Actor;
  source: RequestCtx['source'];
  requestId: string;
  ip: string | undefined;
  token: string | undefined;
  bus: RequestCtx['bus'];
  private forked: RequestCtx['em'] | undefined;
  private chain: { value: string[] | undefined } | undefined;
  private bearer: string[] | undefined;

  constructor(
    private readonly orm: ServiceDeps['orm'],
    bus: RequestCtx['bus'],
    private readonly init: ContextInit & { actor?: Actor; token?: string },
  ) {
    this.actor = init.actor ?? { kind: 'anonymous' };
    this.source = init.source;
    this.requestId = init.requestId ?? newRequestId();
    this.ip = init.ip;
    this.token = init.token;
    this.bus = bus;
  }

  get em(): RequestCtx['em'] {
    this.forked ??= this.orm.em.fork();
    return this.forked;
  }

  get clientCertificates(): string[] | undefined {
    this.chain ??= { value: this.init.clientCertificates?.() };
    return this.chain.value;
  }

  get bearerTokens(): readonly string[] {
    this.bearer ??= this.init.bearerTokens?.() ?? [];
    return this.bearer;
  }
}

/** The service layer: the only code that reads or writes the database. */
export class Services {
  readonly authPolicies: AuthPolicyService;
  readonly auth: AuthService;
  readonly identities: IdentityService;
  readonly authenticators: AuthenticatorService;
  readonly apiSessions: ApiSessionService;
  readonly summary: SummaryService;
  readonly info: InfoService;
  readonly bootstrap: BootstrapService;
  readonly configTypes: ConfigTypeService;
  readonly configs: ConfigService;
  readonly services: ServiceService;
  readonly terminators: TerminatorService;
  readonly routers: RouterService;
  readonly policies: PolicyService;
  readonly postureChecks: PostureCheckService;
  readonly access: AccessService;
  readonly sessions: SessionService;
  /** Ends sessions whose access or posture no longer holds, on a timer (started by the composition root). */
  readonly sessionSweeper: SessionSweeper;
  readonly pki: PkiService;
  readonly enrollments: EnrollmentService;
  readonly cas: CaService;
  readonly certificates: CertificateService;
  readonly routerEnrollment: RouterEnrollmentService;
  readonly externalJwtSigners: ExternalJwtSignerService;
  readonly mfa: MfaService;
  readonly postureResponses: PostureResponseService;
  readonly transfer: TransferService;
  readonly controllers: ControllerService;
  readonly metrics: Metrics;
  /** Nested lists of many parents at once (GraphQL links). */
  readonly links: LinkService;
  /** Committed changes of every resource kind (GraphQL entityChanged). */
  readonly changes: ChangeFeedService;
  /** Data integrity check and fix runs (database area). */
  readonly integrity: IntegrityService;
  readonly snapshots: SnapshotService;
  /** Routers connected over the control channel (services/router). */
  readonly routerPresence: RouterPresenceService;
  /** What edge routers are told about API sessions and keys. */
  readonly edgeSync: EdgeSyncService;
  /** The fabric's links and circuits (the fabric API), and their events. */
  readonly fabric: FabricService;
  /** Terminators edge routers create for hosting SDKs (Bind). */
  readonly hosting: HostingService;
  /** The links between routers, as they report them (runtime state of this instance); paths over them. */
  readonly routerLinks: RouterLinkService;
  /** Circuits routed for dialing SDKs (Dial). */
  readonly circuits: CircuitService;
  /** Circuits of stopped instances: adopted by this one, or removed when their routers are gone. */
  readonly circuitCustody: CircuitCustody;

  constructor(readonly deps: ServiceDeps) {
    this.authPolicies = new AuthPolicyService(deps);
    this.auth = new AuthService(deps, { authPolicies: this.authPolicies });
    this.identities = new IdentityService(deps);
    this.authenticators = new AuthenticatorService(deps, this.authPolicies);
    this.apiSessions = new ApiSessionService(deps);
    this.summary = new SummaryService(deps);
    this.info = new InfoService(deps);
    this.bootstrap = new BootstrapService(deps);
    this.configTypes = new ConfigTypeService(deps);
    this.configs = new ConfigService(deps);
    this.terminators = new TerminatorService(deps);
    this.routers = new RouterService(deps);
    this.routerPresence = new RouterPresenceService(deps);
    this.edgeSync = new EdgeSyncService(deps, this.auth.tokens);
    this.access = new AccessService(deps);
    this.services = new ServiceService(deps, this.identities, this.access);
    this.policies = new PolicyService(deps, { identities: this.identities, services: this.services });
    this.postureChecks = new PostureCheckService(deps);
    this.hosting = new HostingService(deps);
    this.routerLinks = new RouterLinkService(deps);
    this.circuits = new CircuitService(deps, this.hosting, this.routerLinks);
    this.circuitCustody = new CircuitCustody(deps);
    this.sessions = new SessionService(deps, this.circuits);
    this.sessionSweeper = new SessionSweeper(deps);
    this.pki = deps.pki;
    this.cas = new CaService(deps);
    this.certificates = new CertificateService(deps);
    this.routerEnrollment = new RouterEnrollmentService(deps);
    this.enrollments = new EnrollmentService(deps, this.cas, this.routerEnrollment, this.authPolicies);
    this.externalJwtSigners = new ExternalJwtSignerService(deps, { authPolicies: this.authPolicies });
    this.mfa = new MfaService(deps);
    this.postureResponses = new PostureResponseService(deps);
    this.transfer = new TransferService(this);
    this.controllers = new ControllerService(deps);
    this.metrics = deps.metrics;
    this.links = new LinkService();
    this.changes = new ChangeFeedService(deps);
    this.integrity = new IntegrityService(deps, () => this.context({ source: 'system', actor: { kind: 'system' } }));
    this.snapshots = new SnapshotService(deps);
    this.fabric = new FabricService(deps, this.circuits, this.routerLinks);
  }

  /** A fresh request context with its own EntityManager fork. */
  context(init: ContextInit & { actor?: Actor; token?: string }): RequestCtx {
    return new LazyRequestCtx(this.deps.orm, this.deps.bus, init);
  }

  /**
   * Authenticates a bearer token into a context (REST header, GraphQL header, WebSocket
   * connectionParams all come here). Invalid tokens throw UNAUTHORIZED.
   */
  authenticatedContext(token: string | undefined, init: ContextInit): RequestCtx | Promise<RequestCtx> {
    const ctx = this.context(init);
    if (!token) return ctx;
    // Synchronous when the session is cached and needs no secondary JWT (the common request).
    const resolved = this.auth.resolve(() => ctx.em, token);
    return resolved instanceof Promise ? resolved.then((r) => this.authenticated(ctx, r, token)) : this.authenticated(ctx, resolved, token);
  }

  private authenticated(ctx: RequestCtx, resolved: ResolvedSession, token: string): RequestCtx | Promise<RequestCtx> {
    const done = () => {
      ctx.actor = resolved.actor;
      ctx.token = token;
      return ctx;
    };
    // A session whose auth policy requires an ext-jwt signer needs its JWT on every request.
    const secondary = this.externalJwtSigners.requireSecondary(() => ctx.em, resolved.actor.identityId, () => ctx.bearerTokens ?? []);
    return secondary ? secondary.then(done) : done();
  }

}
