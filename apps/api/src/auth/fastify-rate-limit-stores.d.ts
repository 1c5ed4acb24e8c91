// @fastify/rate-limit's store modules ship without declarations; rate-limit-store.ts gives them
// the shape its stores have.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: unknown;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: unknown;
  export default RedisStore;
}
