import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { FetchImplementation } from 'jose';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@degreeworth/core';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { codeRelease } from './lib/code-release';
import { registerCompression } from './lib/encoded-json';
import { warmUpCaches } from './lib/generation-cache';
import { lazyChildLogger, loggerOptions } from './lib/logger';
import type { MailOutbox } from './lib/mail-outbox/outbox';
import { createMailer, type Mailer } from './lib/mailer';
import { Redis } from 'ioredis';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter';
import { startSessionRelay } from './lib/session-relay';
import { createTokenSigner } from './lib/tokens';
import { adminUserRoutes } from './modules/admin-users/routes';
import { registerApiDocs } from './modules/api-docs/plugin';
import { auditLogRoutes } from './modules/audit-log/routes';
import { authRoutes } from './modules/auth/routes';
import { calculatorRoutes } from './modules/calculator/routes';
import { coachingRoutes } from './modules/coaching/routes';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { freeSubscriptionRoutes } from './modules/free-subscriptions/routes';
import { healthRoutes } from './modules/health/routes';
import { instituteAuthRoutes } from './modules/institute-auth/routes';
import { instituteDashboardRoutes } from './modules/institute-dashboard/routes';
import { instituteMembershipRoutes } from './modules/institute-membership/routes';
import { instituteStudentRoutes } from './modules/institute-students/routes';
import { instituteSubUserRoutes } from './modules/institute-sub-users/routes';
import { pageContentRoutes } from './modules/page-content/routes';
import { paymentCspSources } from './modules/payments/csp';
import { RECONCILE_EVERY_MS, type BraintreeReconciliation } from './modules/payments/reconcile';
import { paymentRoutes } from './modules/payments/routes';
import { programsRoutes } from './modules/programs/routes';
import { rankingsRoutes } from './modules/rankings/routes';
import { referralRoutes } from './modules/referrals/routes';
import type { ReportRenderingOptions } from './modules/reports/rendering';
import { reportRoutes } from './modules/reports/routes';
import { resourceRoutes } from './modules/resources/routes';
import { scenariosRoutes } from './modules/scenarios/routes';
import { scenarioShareRoutes } from './modules/scenario-shares/routes';
import { signInLinkRoutes } from './modules/sign-in-links/routes';
import { studentRoutes } from './modules/students/routes';
import { subadminRoutes } from './modules/subadmins/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { testimonialRoutes } from './modules/testimonials/routes';
import { universitiesRoutes } from './modules/universities/routes';
import { userRoutes } from './modules/users/routes';
import { personalDataRoutes } from './modules/personal-data/routes';
import { schoolDataRoutes } from './modules/school-data/routes';
import { WEB_DIST_DIR } from './paths';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHttpCache } from './plugins/http-cache';
import { answersApi, registerReadiness } from './plugins/readiness';
import { registerRequestLog } from './plugins/request-log';
import { registerRequestStart } from './plugins/request-start';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { buildServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable mail outbox (tests deliver due mail with `app.mailOutbox.drain()`). */
    mailOutbox: MailOutbox;
    /** Braintree's refunds and voids, asked for on a timer (tests run a pass with `run()`). */
    braintreeReconciliation: BraintreeReconciliation | null;
    /** Builds the per-process caches of the figures now (server start, once ready). */
    warmUp(): Promise<void>;
  }
}

export interface AppDeps {
  database: Database;
  mailer?: Mailer;
  /** Ready at once (tests) or after the startup work (server.ts). */
  ready?: boolean;
  webDistDir?: string;
  limiter?: RateLimiter;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** How Google's key set is fetched; the global fetch unless given (tests trust their own TLS). */
  fetchGoogleKeys?: FetchImplementation;
  /** Tests only: the PDF renderer, clock and render bounds (modules/reports/rendering.ts). */
  reports?: ReportRenderingOptions;
  /** Tests only: the certificate of their stand-in of Apple's merchant validation server. */
  applePayCa?: string;
}

/** Global body limit; routes that need less (or more, uploads) set their own. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The process's own limiter (no REDIS_URL): its sweep timer stops with the app. */
function ownMemoryLimiter(app: FastifyInstance): RateLimiter {
  const limiter = createMemoryRateLimiter();
  app.addHook('onClose', async () => limiter.close());
  return limiter;
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const proxy = config.trustProxy;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count as a function: Fastify takes a number at run time, its types do not.
    trustProxy: typeof proxy === 'number' ? (_address: string, hop: number) => hop < proxy : proxy,
    return503OnClosing: true,
    // One line per request costs as much as a cheap request: summaries instead (request-log.ts).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    childLoggerFactory: lazyChildLogger,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const requestLog = registerRequestLog(app);

  const mailer =
    deps.mailer ??
    createMailer({
      mode: config.mailMode,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
    });
  registerErrorHandler(app);
  const readinessGate = registerReadiness(app, { ready: deps.ready ?? false, step: 'starting up' });
  // REDIS_URL: abuse limits shared by every API process.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // Session changes reach the other API processes' caches before a writer answers.
  if (redis) {
    const relay = await startSessionRelay(redis, app.log);
    app.addHook('onClose', () => relay.close());
  }
  const security = await registerSecurity(app, {
    googleScriptUrl: config.google.scriptUrl,
    redis,
    payments: paymentCspSources(config.payments),
  });
  // One hook for what every request passes first: a 503 before the database is ready carries
  // the id and security headers too.
  registerRequestStart(app, [requestLog.idStep, security.step, readinessGate]);
  // JSON and pages over 1 kB compressed when the client accepts it; kept
  // answers and precompressed assets come compressed already and pass through.
  registerCompression(app);

  const db = deps.database.db;
  const signer = createTokenSigner(config.jwtSecret);
  registerAuth(app, { db, signer });
  const limiter = deps.limiter ?? (redis ? createRedisRateLimiter(redis) : ownMemoryLimiter(app));
  const { fetchGoogleKeys } = deps;
  const rankingDb = deps.database.withStatementTimeout(config.rankingQueryTimeoutMs);
  const services = buildServices({
    config,
    db,
    rankingDb,
    mailer,
    limiter,
    signer,
    logger: app.log,
    redis,
    fetchGoogleKeys,
    reports: deps.reports,
    applePayCa: deps.applePayCa,
  });
  // After the compression hook (the ETag names the body's encoding), before the routes.
  registerHttpCache(app, {
    generation: services.generation,
    release: codeRelease(config.release),
    settings: config.httpCache,
  });
  app.decorate('mailOutbox', services.mailOutbox);
  app.decorate('warmUp', () => warmUpCaches(services.generation));
  const reconciliation = services.braintreeReconciliation;
  app.decorate('braintreeReconciliation', reconciliation);
  if (reconciliation) {
    // Only once the database is migrated (payments exist); the pass itself is logged.
    const stop = reconciliation.every(RECONCILE_EVERY_MS, () => answersApi(app.readiness));
    app.addHook('onClose', async () => stop());
  }
  await app.register(
    async (api) => {
      // First: the document collects the routes registered after it (modules/api-docs).
      await registerApiDocs(api);
      await api.register(healthRoutes);
      await api.register(contactRoutes, { contact: services.contact });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(signInLinkRoutes, { signInLinks: services.signInLinks });
      await api.register(studentRoutes, { students: services.students });
      await api.register(userRoutes, { users: services.users, media: services.media });
      await api.register(personalDataRoutes, { personalData: services.personalData });
      await api.register(instituteMembershipRoutes, {
        membership: services.instituteMembership,
      });
      const { rankings, favorites } = services;
      await api.register(rankingsRoutes, { rankings, favorites });
      await api.register(universitiesRoutes, { universities: services.universities });
      await api.register(programsRoutes, { programs: services.programs });
      await api.register(calculatorRoutes, { calculator: services.calculator });
      await api.register(scenariosRoutes, { scenarios: services.scenarios });
      await api.register(scenarioShareRoutes, { shares: services.scenarioShares });
      // Run before the root hook that closes the mailer: a running job can still send.
      api.addHook('onClose', () => services.reportQueue.close());
      api.addHook('onClose', () => services.mailOutbox.close());
      await api.register(reportRoutes, { reports: services.reports });
      await api.register(coachingRoutes, { coaching: services.coaching });
      await api.register(freeSubscriptionRoutes, {
        freeSubscriptions: services.freeSubscriptions,
      });
      await api.register(paymentRoutes, { payments: services.payments });
      // Refer and Earn.
      await api.register(referralRoutes, { referrals: services.referrals });
      // Platform admin and the public content it feeds.
      const { media } = services;
      await api.register(subadminRoutes, { subadmins: services.subadmins });
      await api.register(auditLogRoutes, { auditLog: services.auditLog });
      await api.register(adminUserRoutes, { adminUsers: services.adminUsers });
      await api.register(resourceRoutes, { resources: services.resources, media });
      await api.register(testimonialRoutes, { testimonials: services.testimonials, media });
      await api.register(subscriptionRoutes, { subscriptions: services.subscriptions, media });
      await api.register(pageContentRoutes, { pageContent: services.pageContent, media });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      // Institute client: institute tokens only, scoped by the token's institute.
      await api.register(instituteAuthRoutes, { instituteAuth: services.instituteAuth });
      await api.register(instituteStudentRoutes, {
        instituteStudents: services.instituteStudents,
      });
      await api.register(instituteSubUserRoutes, {
        instituteSubUsers: services.instituteSubUsers,
      });
      await api.register(instituteDashboardRoutes, {
        instituteDashboard: services.instituteDashboard,
      });
      await api.register(schoolDataRoutes, { schoolData: services.schoolData });
    },
    { prefix: API_BASE_PATH },
  );
  await registerStaticWeb(app, {
    webDistDir: deps.webDistDir ?? WEB_DIST_DIR,
    publicConfig: config.publicConfig,
  });

  app.addHook('onClose', async () => {
    mailer.close();
  });
  return app;
}
