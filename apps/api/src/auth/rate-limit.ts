/**
 * Per-route rate limits. @fastify/rate-limit is registered once by app.ts with `global: false`;
 * a route opts in with `config: { rateLimit: perMinute(n) }`. The account routes use
 * AUTH_RATE_LIMIT, the contact form and newsletter SUPPORT_RATE_LIMIT (env, per client IP).
 */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
