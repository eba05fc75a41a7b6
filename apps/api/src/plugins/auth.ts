import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ACCESS_TEXT, type AdminPermission } from '@degreeworth/core';
import type { Db } from '../db/client';
import { hasPermission, isFullAdmin } from '../lib/admin-access';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors';
import type { SessionClaims, TokenSigner } from '../lib/tokens';
import { createActivityRecorder } from '../lib/session-activity';
import { findLiveSession, type UserRow } from '../lib/sessions';
import { findLiveInstituteSession, type InstituteAuth } from '../lib/institute-sessions';
import { INSTITUTE_TEXT } from '@degreeworth/core';

/**
 * Reads the live session named by a token's claims and returns its user (undefined when the
 * session is not live). A module that needs per-user data on every request may read it in the
 * same query and keep it for the request: one database round trip instead of two.
 */
export type SessionReader = (
  claims: SessionClaims,
  request: FastifyRequest,
) => Promise<UserRow | undefined>;

export interface UserSessionHooks {
  authenticate(request: FastifyRequest): Promise<void>;
  optionalUser(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate / requireAdmin. */
    auth?: { user: UserRow; sessionId: string };
    /** Set by requireInstitute / requireInstituteOwner / instituteOwnerOrAdmin. */
    institute?: InstituteAuth;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** Any platform admin (full admin or subadmin). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * A platform admin holding `permission` (a full admin holds all): 401 for anyone else,
     * 403 for a subadmin without it. Use as the route's onRequest hook, so the
     * caller is checked before its body is read or validated.
     */
    requirePermission(permission: AdminPermission): (request: FastifyRequest) => Promise<void>;
    /** A full admin only (401 for non-admins, 403 for subadmins). */
    requireFullAdmin(request: FastifyRequest): Promise<void>;
    /** Loads the user when a valid user token is sent; never fails. */
    optionalUser(request: FastifyRequest): Promise<void>;
    /**
     * An institute admin or counselor: a live institute token; 401 with the one
     * message for anyone else (a user or platform-admin token included). Every institute call
     * is scoped by `request.institute.subscription`, never by anything the client sends.
     */
    requireInstitute(request: FastifyRequest): Promise<void>;
    /**
     * Who may add and import students: the owner, or a counselor when the owner allows it (403
     * otherwise); 401 as requireInstitute.
     */
    requireStudentAdder(request: FastifyRequest): Promise<void>;
    /** The institute's owner (its admin): 401 as requireInstitute, 403 for a counselor. */
    requireInstituteOwner(request: FastifyRequest): Promise<void>;
    /**
     * The sub-user calls take the institute owner's token, or a platform admin's (holding
     * `permission`), whose screens call them too: sets request.institute or request.auth.
     */
    instituteOwnerOrAdmin(permission: AdminPermission): (request: FastifyRequest) => Promise<void>;
    /** authenticate and optionalUser for user tokens, reading the session with `read`. */
    userSessionHooks(read: SessionReader): UserSessionHooks;
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
 * user token. The row is read on every request (a logout, a password change or the idle and
 * age limits of lib/session-policy.ts end the session at once), and each request counts as
 * activity for the idle timeout. A disabled account's tokens are refused too (its sessions are
 * also revoked when it is disabled). Every failure is the one 401 message, which the clients
 * read as an expired session; a subadmin outside its permissions gets 403.
 * `clock` (milliseconds since the epoch) is injectable for tests of the timeouts.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; signer: TokenSigner; clock?: () => number },
): void {
  const clock = deps.clock ?? Date.now;
  const recordActivity = createActivityRecorder(deps.db, clock);
  const readSession: SessionReader = (claims) =>
    findLiveSession(deps.db, claims.sid, claims.sub, claims.kind, clock());
  const load = async (request: FastifyRequest, kind: 'user' | 'admin', read = readSession) => {
    const token = bearer(request);
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || claims.kind !== kind) return null;
    const user = await read(claims, request);
    if (!user || user.disabledAt || (kind === 'admin' && user.isAdmin !== 1)) return null;
    await recordActivity(claims.sid);
    return { user, sessionId: claims.sid };
  };
  const userHooks = (read?: SessionReader): UserSessionHooks => ({
    async authenticate(request) {
      const auth = await load(request, 'user', read);
      if (!auth) throw new UnauthenticatedError();
      request.auth = auth;
    },
    async optionalUser(request) {
      const auth = await load(request, 'user', read);
      if (auth) request.auth = auth;
    },
  });
  const { authenticate, optionalUser } = userHooks();
  app.decorate('authenticate', authenticate);
  app.decorate('optionalUser', optionalUser);
  const requireAdmin = async (request: FastifyRequest) => {
    const auth = await load(request, 'admin');
    if (!auth) throw new UnauthenticatedError();
    request.auth = auth;
  };
  app.decorate('requireAdmin', requireAdmin);
  app.decorate(
    'requirePermission',
    (permission: AdminPermission) => async (request: FastifyRequest) => {
      await requireAdmin(request);
      if (!hasPermission(request.auth!.user, permission))
        throw new ForbiddenError(ADMIN_ACCESS_TEXT.forbidden(permission));
    },
  );
  app.decorate('requireFullAdmin', async (request: FastifyRequest) => {
    await requireAdmin(request);
    if (!isFullAdmin(request.auth!.user)) throw new ForbiddenError(ADMIN_ACCESS_TEXT.fullAdminOnly);
  });
  app.decorate('userSessionHooks', userHooks);

  const recordInstituteActivity = createActivityRecorder(deps.db, clock, 'institute');
  const loadInstitute = async (request: FastifyRequest): Promise<InstituteAuth | null> => {
    const token = bearer(request);
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || claims.kind !== 'institute') return null;
    const found = await findLiveInstituteSession(deps.db, claims.sid, claims.sub, clock());
    if (!found || !found.admin.passwordHash) return null;
    await recordInstituteActivity(claims.sid);
    return { ...found, sessionId: claims.sid };
  };
  const requireInstitute = async (request: FastifyRequest) => {
    const institute = await loadInstitute(request);
    if (!institute) throw new UnauthenticatedError();
    request.institute = institute;
  };
  const assertOwner = (request: FastifyRequest) => {
    if (request.institute!.admin.role !== 'owner')
      throw new ForbiddenError(INSTITUTE_TEXT.ownerOnly);
  };
  app.decorate('requireInstitute', requireInstitute);
  app.decorate('requireInstituteOwner', async (request: FastifyRequest) => {
    await requireInstitute(request);
    assertOwner(request);
  });
  // Adding and importing students: the owner, and counselors once the owner allows it.
  app.decorate('requireStudentAdder', async (request: FastifyRequest) => {
    await requireInstitute(request);
    const { admin, subscription } = request.institute!;
    if (admin.role !== 'owner' && !subscription.counselorsAddStudents)
      throw new ForbiddenError(INSTITUTE_TEXT.studentsOwnerOnly);
  });
  app.decorate(
    'instituteOwnerOrAdmin',
    (permission: AdminPermission) => async (request: FastifyRequest) => {
      const institute = await loadInstitute(request);
      if (institute) {
        request.institute = institute;
        return assertOwner(request);
      }
      await requireAdmin(request);
      if (!hasPermission(request.auth!.user, permission))
        throw new ForbiddenError(ADMIN_ACCESS_TEXT.forbidden(permission));
    },
  );
}
