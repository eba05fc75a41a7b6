import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { UnauthenticatedError } from '../lib/errors';
import type { TokenSigner } from '../lib/tokens';
import { findLiveSession, type UserRow } from '../modules/users/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate / requireAdmin. */
    auth?: { user: UserRow; sessionId: string };
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Loads the user when a valid user token is sent; never fails. */
    optionalUser(request: FastifyRequest): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Bearer tokens name a session row; a token is honoured only while that row is live and
 * of the right kind: a user token never acts on /admin calls and an admin token never as a
 * user token. Every failure is the one 401 message (spec §4).
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; signer: TokenSigner }): void {
  const load = async (request: FastifyRequest, kind: 'user' | 'admin') => {
    const token = bearer(request);
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || claims.kind !== kind) return null;
    const user = await findLiveSession(deps.db, claims.sid, claims.sub, kind);
    if (!user || (kind === 'admin' && user.isAdmin !== 1)) return null;
    return { user, sessionId: claims.sid };
  };
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const auth = await load(request, 'user');
    if (!auth) throw new UnauthenticatedError();
    request.auth = auth;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const auth = await load(request, 'admin');
    if (!auth) throw new UnauthenticatedError();
    request.auth = auth;
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const auth = await load(request, 'user');
    if (auth) request.auth = auth;
  });
}
