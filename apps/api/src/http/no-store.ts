import type { FastifyReply, FastifyRequest } from 'fastify';

/** An `onRequest` hook: answers that carry a token (or may) are never stored by a browser or a proxy. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.header('cache-control', 'no-store');
};
