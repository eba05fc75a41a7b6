import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One thing every request passes first. Returns true when it answered the request itself: the
 * steps after it and the route are skipped.
 */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => boolean | void;

/**
 * Every request's first steps (its id header, the security headers, the readiness gate) in one
 * synchronous onRequest hook, in the order given. Each hook is a cost every request pays, and a
 * hook of its own costs Fastify more than these steps' work.
 */
export function registerRequestStart(app: FastifyInstance, steps: RequestStep[]): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const step of steps) if (step(request, reply) === true) return;
    done();
  });
}
