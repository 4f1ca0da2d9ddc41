import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The controller's Prometheus metrics (`GET /metrics`). One registry per controller instance
 * (tests run several in one process). Request paths pay one counter increment and one histogram
 * observe with label objects built once per route at start-up; everything else (gauges, cache
 * and pool figures) is read at scrape time.
 */

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Seconds; REST answers are mostly sub-millisecond to tens of milliseconds (logins: argon2, ~100 ms). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Login methods reported by name; anything else a client sends is counted as `other` (bounded labels). */
const LOGIN_METHODS = new Set(['password', 'cert', 'ext-jwt']);
/** GraphQL operation names kept as labels; beyond these the name is `other` (clients choose names freely). */
const MAX_GRAPHQL_NAMES = 100;
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The label objects of one REST route, one per status class (built once, reused by every request). */
export type RouteLabels = readonly Record<string, string>[];

/** Hit and miss counts of a cache, read at scrape time. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/** What the metrics read from the rest of the controller when scraped. */
export interface MetricSources {
  /** API sessions alive now (all instances: they share the database). */
  activeApiSessions(): Promise<number>;
  /** The database connection pool of this instance, when reachable. */
  pool(): { used: number; free: number; pending: number } | undefined;
  /** Caches by name. */
  caches(): Record<string, CacheCounts>;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly restRequests: Counter<'api' | 'operation' | 'status_class'>;
  private readonly restDuration: RestDurationHistogram;
  /** REST requests counted since the last scrape, per label object (added to restRequests when scraped). */
  private readonly restPending = new Map<Record<string, string>, { n: number }>();
  private readonly graphqlOperations: Counter<'type' | 'name' | 'outcome'>;
  private readonly graphqlDuration: Histogram<'type' | 'name'>;
  private readonly sessionsCreated: Counter<'method'>;
  private readonly logins: Counter<'method' | 'result'>;
  private readonly graphqlNames = new Set<string>();
  private sources?: MetricSources;

  constructor() {
    // Event-loop delay, heap, GC, handles, CPU: prom-client's standard process metrics.
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const pending = this.restPending;
    this.restRequests = new Counter({
      name: 'ziti_rest_requests_total', help: 'REST requests answered, by API, operationId and status class', labelNames: ['api', 'operation', 'status_class'], registers,
      collect() {
        for (const [labels, count] of pending) {
          if (count.n === 0) continue;
          this.inc(labels, count.n);
          count.n = 0;
        }
      },
    });
    this.restDuration = new RestDurationHistogram('ziti_rest_request_duration_seconds', 'Time to answer a REST request', LATENCY_BUCKETS);
    this.registry.registerMetric(this.restDuration as never);
    this.graphqlOperations = new Counter({ name: 'ziti_graphql_operations_total', help: 'GraphQL operations executed over HTTP, by type, name and outcome', labelNames: ['type', 'name', 'outcome'], registers });
    this.graphqlDuration = new Histogram({ name: 'ziti_graphql_operation_duration_seconds', help: 'Time to execute a GraphQL operation over HTTP', labelNames: ['type', 'name'], buckets: LATENCY_BUCKETS, registers });
    this.sessionsCreated = new Counter({ name: 'ziti_api_sessions_created_total', help: 'API sessions created by this instance, by login method', labelNames: ['method'], registers });
    this.logins = new Counter({ name: 'ziti_logins_total', help: 'Login attempts on this instance, by method and result', labelNames: ['method', 'result'], registers });

    const self = this;
    new Gauge({
      name: 'ziti_api_sessions_active', help: 'API sessions alive (shared by every instance on the database)', registers,
      async collect() {
        const n = await self.sources?.activeApiSessions().catch(() => undefined);
        if (n !== undefined) this.set(n);
      },
    });
    new Gauge({
      name: 'ziti_db_pool_connections', help: 'Database pool connections of this instance, by state (used, free, pending acquires)', labelNames: ['state'], registers,
      collect() {
        const pool = self.sources?.pool();
        if (!pool) return;
        this.set({ state: 'used' }, pool.used);
        this.set({ state: 'free' }, pool.free);
        this.set({ state: 'pending' }, pool.pending);
      },
    });
    const cacheCounter = (name: string, help: string, pick: (c: CacheCounts) => number) =>
      new Counter({
        name, help, labelNames: ['cache'], registers,
        collect() {
          this.reset();
          for (const [cache, counts] of Object.entries(self.sources?.caches() ?? {})) this.inc({ cache }, pick(counts));
        },
      });
    cacheCounter('ziti_cache_hits_total', 'Lookups answered from an in-memory cache', (c) => c.hits);
    cacheCounter('ziti_cache_misses_total', 'Lookups an in-memory cache could not answer', (c) => c.misses);
  }

  /** Wired once the services exist (they own the database and the caches). */
  setSources(sources: MetricSources): void {
    this.sources = sources;
  }

  /** The label objects of a REST route, made once when the route table is compiled. */
  routeLabels(api: string, operationId: string): RouteLabels {
    return STATUS_CLASSES.map((status_class) => Object.freeze({ api, operation: operationId, status_class }));
  }

  /**
   * The hot path: a count and a bucket of this route's own series, no label handling (that is
   * done when scraped: prom-client's per-call label checks and hashing cost more than the rest).
   */
  observeRest(labels: RouteLabels, status: number, seconds: number): void {
    const i = status >= 100 && status < 600 ? ((status / 100) | 0) - 1 : 4;
    const l = labels[i];
    const count = this.restPending.get(l);
    if (count) count.n += 1;
    else this.restPending.set(l, { n: 1 });
    this.restDuration.observe(l, seconds);
  }

  observeGraphql(type: string, name: string | undefined, ok: boolean, seconds: number): void {
    const label = this.graphqlName(name);
    this.graphqlOperations.inc({ type, name: label, outcome: ok ? 'success' : 'error' });
    this.graphqlDuration.observe({ type, name: label }, seconds);
  }

  login(method: string | undefined, succeeded: boolean): void {
    const m = method && LOGIN_METHODS.has(method) ? method : 'other';
    this.logins.inc({ method: m, result: succeeded ? 'success' : 'failure' });
    if (succeeded) this.sessionsCreated.inc({ method: m });
  }

  /** The exposition, in Prometheus text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Names a client chose: only well-formed ones, and only the first MAX_GRAPHQL_NAMES of them. */
  private graphqlName(name: string | undefined): string {
    if (!name) return 'anonymous';
    if (this.graphqlNames.has(name)) return name;
    if (this.graphqlNames.size >= MAX_GRAPHQL_NAMES || !GRAPHQL_NAME.test(name)) return 'other';
    this.graphqlNames.add(name);
    return name;
  }
}

/** One series of RestDurationHistogram. */
interface Series {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative). */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * The REST latency histogram: prom-client's histogram exposition (what its Registry prints from
 * `getForPromString`: the same values, labels and order), with an observe that costs a map
 * lookup and a bucket search. Series are keyed by the route's label objects (made once per route),
 * and merged by their label values as prom-client does.
 */
class RestDurationHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byValues = new Map<string, Series>();
  private readonly byObject = new Map<Record<string, string>, Series>();

  constructor(readonly name: string, readonly help: string, private readonly upperBounds: readonly number[]) {}

  observe(labels: Record<string, string>, seconds: number): void {
    let series = this.byObject.get(labels);
    if (!series) {
      const key = JSON.stringify(Object.keys(labels).sort().map((k) => [k, labels[k]]));
      series = this.byValues.get(key);
      if (!series) {
        series = { labels: { ...labels }, buckets: this.upperBounds.map(() => 0), sum: 0, count: 0 };
        this.byValues.set(key, series);
      }
      this.byObject.set(labels, series);
    }
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]) {
        series.buckets[i] += 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's Registry prints a metric from. */
  async getForPromString() {
    const values: { labels: Record<string, string | number>; sharedLabels: Record<string, string>; value: number; metricName: string; exemplar?: null }[] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.byValues.values()) {
      let acc = 0;
      this.upperBounds.forEach((le, i) => {
        acc += s.buckets[i];
        values.push({ labels: { le }, sharedLabels: s.labels, value: acc, metricName: bucket, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket, exemplar: null },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** As prom-client's get(): the shared labels merged into each value's. */
  async get() {
    const data = await this.getForPromString();
    return { ...data, values: data.values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })) };
  }

  reset(): void {
    this.byValues.clear();
    this.byObject.clear();
  }
}
