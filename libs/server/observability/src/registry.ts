import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Registry,
} from 'prom-client';

/**
 * One registry per process (prom-client's default), with the process metrics (CPU, memory,
 * event loop lag, handles) collected once. Metrics are made through `counter`, `gauge` and
 * `histogram` below, which return the existing metric when a name is registered already: an API
 * built twice in one process (tests) shares its metrics instead of failing on a duplicate.
 */
let defaultsCollected = false;

export function metricsRegistry(): Registry {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register });
    defaultsCollected = true;
  }
  return register;
}

type Config<N extends string> = { name: string; help: string; labelNames?: readonly N[] };

function existing<T>(name: string): T | undefined {
  return metricsRegistry().getSingleMetric(name) as T | undefined;
}

export function counter<N extends string = never>(config: Config<N>): Counter<N> {
  return (
    existing<Counter<N>>(config.name) ??
    new Counter<N>({ ...config, labelNames: config.labelNames ?? [] })
  );
}

export function gauge<N extends string = never>(
  config: Config<N> & { collect?: (this: Gauge<N>) => void | Promise<void> },
): Gauge<N> {
  return (
    existing<Gauge<N>>(config.name) ??
    new Gauge<N>({ ...config, labelNames: config.labelNames ?? [] })
  );
}

export function histogram<N extends string = never>(
  config: Config<N> & { buckets?: number[] },
): Histogram<N> {
  return (
    existing<Histogram<N>>(config.name) ??
    new Histogram<N>({ ...config, labelNames: config.labelNames ?? [] })
  );
}
