import os from 'node:os';
import path from 'node:path';

/** Controller configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the controller runs its own PostgreSQL server in `dataDir`. */
  databaseUrl?: string;
  /** Where the embedded PostgreSQL server keeps its cluster (`memory://`: a throw-away one). */
  dataDir: string;
  adminUsername?: string;
  adminPassword?: string;
  /** Idle timeout of API sessions. */
  sessionTimeoutMs: number;
  /**
   * How often the sessions whose access or posture no longer holds (an MFA timeout run out, a
   * change another instance's session create raced with) are ended (SESSION_SWEEP_SECONDS).
   */
  sessionSweepMs: number;
  /** Externally visible base URL of this controller, used in /version apiBaseUrls. */
  advertisedAddress: string;
  logLevel: LogLevel;
  /**
   * Authentication and enrollment attempts allowed per client address per minute, counted in
   * the database: shared by every API and every instance (0: no per-address limit).
   */
  authRateLimitPerMinute: number;
  /** Failed password logins allowed per username per window (0: no per-username limit). */
  authRateLimitPerUsername: number;
  /** The window of authRateLimitPerUsername. */
  authRateLimitUsernameWindowMs: number;
  /**
   * How long a client (address, or TLS client certificate) that logged in as a username stays
   * known to it: its failures count against a budget of its own, not the username's shared one
   * (0: no client is known, every failure counts against the username).
   */
  authKnownClientMs: number;
  /** Serve HTTPS (default). `TLS=false` serves plain HTTP, e.g. behind a TLS-terminating proxy. */
  tls: boolean;
  pki: PkiConfig;
  /** Lifetime of enrollment tokens of identities and routers. */
  enrollmentTtlMs: number;
  http: HttpConfig;
  /** The issuer TOTP provisioning URLs name (authenticator apps show it); OpenZiti's `edge.totp.hostname`. */
  mfaTotpIssuer: string;
  /** Where POST /database/snapshot writes (SNAPSHOT_DIR; default DATA_DIR/snapshots, or a temporary directory with DATA_DIR=memory://). */
  snapshotDir: string;
  /** Snapshot files kept in snapshotDir (SNAPSHOT_KEEP, default 10); older ones are deleted. */
  snapshotKeep: number;
  cluster: ClusterConfig;
  metrics: MetricsConfig;
  /** One structured log line per HTTP request (README, "Observability"). */
  accessLog: boolean;
  /** A JWKS endpoint's whole answer (connect, redirects, headers, body) is awaited at most this long (JWKS_FETCH_TIMEOUT_SECONDS). */
  jwksFetchTimeoutMs: number;
  graphqlWs: GraphqlWsConfig;
  ctrl: CtrlConfig;
  /**
   * WORKERS: processes serving the one port (default: one per core, at most MAX_DEFAULT_WORKERS).
   * With more than one, a primary process starts the embedded store and supervises the workers,
   * each a controller instance of its own on the one database (src/workers).
   */
  workers: number;
  /** Set in a worker process by its primary: which worker this is and what the primary runs for it. */
  worker?: WorkerRole;
}

/** What a primary tells each worker it forks (internal variables, never set by an operator). */
export interface WorkerRole {
  /** 1-based; worker 1 runs the control plane and routers reach it through the others. */
  index: number;
  /** The embedded store the primary runs (pg connection settings); absent with DATABASE_URL. */
  database?: { host: string; port: number; user: string; database: string };
  /** The Unix socket on which worker 1 takes the router connections the other workers accepted. */
  ctrlRelayPath: string;
}

/** The default number of workers never exceeds this (each holds a database pool of its own). */
export const MAX_DEFAULT_WORKERS = 4;
/** Internal: the role a primary gives a worker (JSON of WorkerRole). */
export const WORKER_ROLE_ENV = 'ZITI_CONTROLLER_WORKER';

/** The control channel routers connect to (README, "Routers: the control channel"). */
export interface CtrlConfig {
  /**
   * CTRL_PORT: `api` shares the API port (routers are told apart by ALPN `ziti-ctrl`; needs TLS),
   * a number opens a TLS listener of its own (0: any free port), `off` accepts no router.
   */
  listen: { kind: 'api' } | { kind: 'port'; port: number } | { kind: 'off' };
  /** CTRL_ADVERTISED_ADDRESS: what routers are told to dial (`tls:host:port`); default from ADVERTISED_ADDRESS's host. */
  advertisedAddress?: string;
  /** A connection whose hello is not done within this is closed. */
  handshakeTimeoutMs: number;
  /** A router whose heartbeats stay unanswered this long is dropped (OpenZiti: 30 s). */
  heartbeatTimeoutMs: number;
  /** Control handshakes accepted per client address per minute (a reconnect storm costs the others nothing). */
  handshakesPerMinute: number;
}

/** How this instance appears in `GET /controllers` (README, "Several instances"). */
export interface ClusterConfig {
  /** CONTROLLER_ID; when absent see services/cluster/controller-identity.ts. */
  controllerId?: string;
  /** CONTROLLER_NAME; default: the advertised address. */
  controllerName?: string;
  /** Heartbeat period; an instance silent for three of them is offline. */
  heartbeatIntervalMs: number;
}

/** `GET /metrics` (Prometheus text). */
export interface MetricsConfig {
  enabled: boolean;
  /** When set, scrapes must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** Limits of the HTTP server (README, "HTTP server limits"). */
export interface HttpConfig {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; longer than a load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** A new connection that sends nothing (or no TLS handshake) is closed after this. */
  idleTimeoutMs: number;
  /** Size of all request headers together. */
  maxHeaderBytes: number;
  /** Connections open at once (HTTP_MAX_CONNECTIONS); unset: from the open-file limit (src/connection-budget.ts). */
  maxConnections?: number;
}

/** The GraphQL WebSocket endpoint (README, "GraphQL"). */
export interface GraphqlWsConfig {
  /** WebSocket connections open at once per client address, IPv6 per /64 (0: no cap). */
  maxPerAddress: number;
  /** A connection without a valid session is closed (4401) this long after its connection_init. */
  anonymousGraceMs: number;
}

export interface PkiConfig {
  /** Encrypts the controller's private keys at rest when set. */
  keyPassphrase?: string;
  /** DNS names and IP addresses of the server certificate (default: the advertised host and the loopback names). */
  serverNames: string[];
  /** Supplied material (PEM file paths) instead of the generated PKI. */
  signingCertFile?: string;
  signingKeyFile?: string;
  /** Further CA certificates that complete the signing CA's chain (its root, intermediates). */
  caBundleFile?: string;
  serverCertFile?: string;
  serverKeyFile?: string;
  /** Validity of certificates issued to identities and routers. */
  issuedCertDays: number;
}

/** The levels LOG_LEVEL may name (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function logLevelEnv(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  if (!isLogLevel(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

function boolEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function listEnv(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The host part of `host:port` (IPv6 in brackets too). */
export function hostOf(address: string): string {
  const m = /^\[([^\]]+)\](?::\d+)?$/.exec(address) ?? /^([^:]+)(?::\d+)?$/.exec(address);
  return m ? m[1] : address;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intEnv(env, 'PORT', 1280);
  if (port > 65_535) throw new Error(`PORT must be 0 to 65535, got "${env.PORT}"`);
  const host = env.HOST || '0.0.0.0';
  const sessionTimeoutMinutes = intEnv(env, 'SESSION_TIMEOUT_MINUTES', 30);
  if (sessionTimeoutMinutes < 1) throw new Error('SESSION_TIMEOUT_MINUTES must be at least 1');
  // Seconds take precedence when given (short timeouts for tests and demos).
  const sessionTimeoutSeconds = env.SESSION_TIMEOUT_SECONDS ? intEnv(env, 'SESSION_TIMEOUT_SECONDS', 0) : undefined;
  if (sessionTimeoutSeconds !== undefined && sessionTimeoutSeconds < 2) throw new Error('SESSION_TIMEOUT_SECONDS must be at least 2');
  const advertisedAddress = env.ADVERTISED_ADDRESS || `localhost:${port}`;
  const supplied = {
    signingCertFile: env.PKI_SIGNING_CERT || undefined,
    signingKeyFile: env.PKI_SIGNING_KEY || undefined,
    caBundleFile: env.PKI_CA_BUNDLE || undefined,
    serverCertFile: env.TLS_CERT || undefined,
    serverKeyFile: env.TLS_KEY || undefined,
  };
  if (!!supplied.signingCertFile !== !!supplied.signingKeyFile) throw new Error('PKI_SIGNING_CERT and PKI_SIGNING_KEY are given together');
  if (!!supplied.serverCertFile !== !!supplied.serverKeyFile) throw new Error('TLS_CERT and TLS_KEY are given together');
  const enrollmentMinutes = intEnv(env, 'ENROLLMENT_TTL_MINUTES', 180);
  if (enrollmentMinutes < 1) throw new Error('ENROLLMENT_TTL_MINUTES must be at least 1');
  const issuedCertDays = intEnv(env, 'PKI_ISSUED_CERT_DAYS', 365);
  if (issuedCertDays < 1) throw new Error('PKI_ISSUED_CERT_DAYS must be at least 1');
  const usernameWindowSeconds = intEnv(env, 'AUTH_RATE_LIMIT_USERNAME_WINDOW_SECONDS', 900);
  if (usernameWindowSeconds < 1) throw new Error('AUTH_RATE_LIMIT_USERNAME_WINDOW_SECONDS must be at least 1');
  const sessionSweepSeconds = intEnv(env, 'SESSION_SWEEP_SECONDS', 60);
  if (sessionSweepSeconds < 1) throw new Error('SESSION_SWEEP_SECONDS must be at least 1');
  const ctrl = ctrlConfig(env, boolEnv(env, 'TLS', true));
  // The server certificate covers every host routers are told to dial.
  const ctrlHost = ctrl.advertisedAddress?.replace(/^tls:/, '').replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  const jwksFetchTimeoutSeconds = intEnv(env, 'JWKS_FETCH_TIMEOUT_SECONDS', 5);
  if (jwksFetchTimeoutSeconds < 1) throw new Error('JWKS_FETCH_TIMEOUT_SECONDS must be at least 1');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR || './data'),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTimeoutMs: sessionTimeoutSeconds !== undefined ? sessionTimeoutSeconds * 1000 : sessionTimeoutMinutes * 60_000,
    sessionSweepMs: sessionSweepSeconds * 1000,
    advertisedAddress,
    logLevel: logLevelEnv(env),
    authRateLimitPerMinute: intEnv(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120),
    authRateLimitPerUsername: intEnv(env, 'AUTH_RATE_LIMIT_PER_USERNAME', 10),
    authRateLimitUsernameWindowMs: usernameWindowSeconds * 1000,
    authKnownClientMs: intEnv(env, 'AUTH_KNOWN_CLIENT_DAYS', 30) * 86_400_000,
    tls: boolEnv(env, 'TLS', true),
    pki: {
      keyPassphrase: env.PKI_KEY_PASSPHRASE || undefined,
      serverNames: listEnv(env, 'PKI_SERVER_NAMES') ?? [...new Set([hostOf(advertisedAddress), ...(ctrlHost ? [ctrlHost] : []), 'localhost', '127.0.0.1', '::1'])],
      ...supplied,
      issuedCertDays,
    },
    enrollmentTtlMs: enrollmentMinutes * 60_000,
    http: httpConfig(env),
    mfaTotpIssuer: env.MFA_TOTP_ISSUER?.trim() || 'openziti.io',
    snapshotDir: snapshotDirOf(env),
    snapshotKeep: Math.max(1, intEnv(env, 'SNAPSHOT_KEEP', 10)),
    cluster: clusterConfig(env),
    metrics: { enabled: boolEnv(env, 'METRICS', true), token: env.METRICS_TOKEN || undefined },
    accessLog: boolEnv(env, 'ACCESS_LOG', true),
    jwksFetchTimeoutMs: jwksFetchTimeoutSeconds * 1000,
    graphqlWs: graphqlWsConfig(env),
    ctrl,
    workers: workersOf(env),
    worker: workerRoleOf(env),
  };
}

function workersOf(env: NodeJS.ProcessEnv): number {
  if (!env.WORKERS?.trim()) return Math.max(1, Math.min(os.availableParallelism(), MAX_DEFAULT_WORKERS));
  const n = intEnv(env, 'WORKERS', 1);
  if (n < 1 || n > 64) throw new Error(`WORKERS must be 1 to 64, got "${env.WORKERS}"`);
  return n;
}

function workerRoleOf(env: NodeJS.ProcessEnv): WorkerRole | undefined {
  const raw = env[WORKER_ROLE_ENV];
  if (!raw) return undefined;
  const role = JSON.parse(raw) as WorkerRole;
  if (!Number.isInteger(role.index) || role.index < 1 || typeof role.ctrlRelayPath !== 'string') throw new Error(`${WORKER_ROLE_ENV} is not a worker role`);
  return role;
}

function ctrlConfig(env: NodeJS.ProcessEnv, tls: boolean): CtrlConfig {
  const raw = (env.CTRL_PORT ?? '').trim().toLowerCase() || (tls ? 'api' : '6262');
  let listen: CtrlConfig['listen'];
  if (raw === 'off') listen = { kind: 'off' };
  else if (raw === 'api') {
    if (!tls) throw new Error('CTRL_PORT=api needs TLS (routers speak TLS): give CTRL_PORT a port of its own, or off');
    listen = { kind: 'api' };
  } else {
    const port = intEnv(env, 'CTRL_PORT', 0);
    if (port > 65_535) throw new Error(`CTRL_PORT must be api, off or a port (0 to 65535), got "${env.CTRL_PORT}"`);
    listen = { kind: 'port', port };
  }
  const advertisedAddress = env.CTRL_ADVERTISED_ADDRESS?.trim() || undefined;
  if (advertisedAddress !== undefined && !/^tls:[^:\s]+:\d{1,5}$|^tls:\[[0-9a-fA-F:.]+\]:\d{1,5}$/.test(advertisedAddress)) {
    throw new Error(`CTRL_ADVERTISED_ADDRESS must be tls:host:port, got "${advertisedAddress}"`);
  }
  const seconds = (name: string, fallback: number) => {
    const n = intEnv(env, name, fallback);
    if (n < 1) throw new Error(`${name} must be at least 1`);
    return n * 1000;
  };
  return {
    listen,
    advertisedAddress,
    handshakeTimeoutMs: seconds('CTRL_HANDSHAKE_TIMEOUT_SECONDS', 10),
    heartbeatTimeoutMs: seconds('CTRL_HEARTBEAT_TIMEOUT_SECONDS', 30),
    handshakesPerMinute: intEnv(env, 'CTRL_HANDSHAKES_PER_MINUTE', 120),
  };
}

function clusterConfig(env: NodeJS.ProcessEnv): ClusterConfig {
  const heartbeatSeconds = intEnv(env, 'CONTROLLER_HEARTBEAT_SECONDS', 5);
  if (heartbeatSeconds < 1) throw new Error('CONTROLLER_HEARTBEAT_SECONDS must be at least 1');
  const controllerId = env.CONTROLLER_ID?.trim() || undefined;
  if (controllerId !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(controllerId)) throw new Error('CONTROLLER_ID must be 1-64 letters, digits, ".", "_" or "-"');
  return { controllerId, controllerName: env.CONTROLLER_NAME?.trim() || undefined, heartbeatIntervalMs: heartbeatSeconds * 1000 };
}

function graphqlWsConfig(env: NodeJS.ProcessEnv): GraphqlWsConfig {
  const graceSeconds = intEnv(env, 'GRAPHQL_WS_ANONYMOUS_GRACE_SECONDS', 10);
  if (graceSeconds < 1) throw new Error('GRAPHQL_WS_ANONYMOUS_GRACE_SECONDS must be at least 1');
  return { maxPerAddress: intEnv(env, 'GRAPHQL_WS_MAX_PER_ADDRESS', 100), anonymousGraceMs: graceSeconds * 1000 };
}

function snapshotDirOf(env: NodeJS.ProcessEnv): string {
  if (env.SNAPSHOT_DIR) return path.resolve(env.SNAPSHOT_DIR);
  if (env.DATA_DIR?.startsWith('memory://')) return path.join(os.tmpdir(), 'ziti-controller-snapshots');
  return path.join(path.resolve(env.DATA_DIR || './data'), 'snapshots');
}

function httpConfig(env: NodeJS.ProcessEnv): HttpConfig {
  const seconds = (name: string, fallback: number) => {
    const n = intEnv(env, name, fallback);
    if (n < 1) throw new Error(`${name} must be at least 1`);
    return n * 1000;
  };
  const headersTimeoutMs = seconds('HTTP_HEADERS_TIMEOUT_SECONDS', 10);
  const requestTimeoutMs = seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 60);
  // Node requires headers to be due no later than the whole request.
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HTTP_HEADERS_TIMEOUT_SECONDS may not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  const maxHeaderBytes = intEnv(env, 'HTTP_MAX_HEADER_BYTES', 16_384);
  if (maxHeaderBytes < 1024) throw new Error('HTTP_MAX_HEADER_BYTES must be at least 1024');
  const maxConnections = env.HTTP_MAX_CONNECTIONS ? intEnv(env, 'HTTP_MAX_CONNECTIONS', 0) : undefined;
  if (maxConnections !== undefined && maxConnections < 1) throw new Error('HTTP_MAX_CONNECTIONS must be at least 1');
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    maxConnections,
    keepAliveTimeoutMs: seconds('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 65),
    idleTimeoutMs: seconds('HTTP_IDLE_TIMEOUT_SECONDS', 10),
    maxHeaderBytes,
  };
}
