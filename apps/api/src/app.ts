import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@degreeworth/core';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createCodeHasher } from './lib/codes';
import { Redis } from 'ioredis';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter';
import { createTokenSigner } from './lib/tokens';
import { createGoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import type { AccountKit } from './modules/auth/kit';
import { contactRoutes } from './modules/contact/routes';
import { userRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { studentRoutes } from './modules/students/routes';
import { createStudentService } from './modules/students/service';
import { healthRoutes } from './modules/health/routes';
import { rankingsRoutes } from './modules/rankings/routes';
import { universitiesRoutes } from './modules/universities/routes';
import { calculatorRoutes } from './modules/calculator/routes';
import { createReferenceCache } from './modules/calculator/reference';
import { scenariosRoutes } from './modules/scenarios/routes';
import { createScenariosService } from './modules/scenarios/service';
import { freeSubscriptionRoutes } from './modules/free-subscriptions/routes';
import { createFreeSubscriptionsService } from './modules/free-subscriptions/service';
import { createReportQueue } from './modules/reports/queue';
import { reportRoutes } from './modules/reports/routes';
import { findUserById } from './modules/users/repository';
import { NotFoundError } from './lib/errors';
import { WEB_DIST_DIR } from './paths';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerReadiness } from './plugins/readiness';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';

export interface AppDeps {
  database: Database;
  mailer?: Mailer;
  /** Ready at once (tests) or after the startup work (server.ts). */
  ready?: boolean;
  webDistDir?: string;
  limiter?: RateLimiter;
}

/** Global body limit; routes that need less (or more, uploads) set their own. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

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
  registerReadiness(app, { ready: deps.ready ?? false, step: 'starting up' });
  // REDIS_URL: abuse limits shared by every API process (CONTRACT).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await registerSecurity(app, { googleScriptUrl: config.google.scriptUrl, redis });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });

  const db = deps.database.db;
  const signer = createTokenSigner(config.jwtSecret);
  registerAuth(app, { db, signer });
  const kit: AccountKit = {
    db,
    mailer,
    signer,
    codes: createCodeHasher(config.jwtSecret),
    limiter: deps.limiter ?? (redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter()),
    publicUrl: config.publicUrl,
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contactRoutes, { db, mailer, contactTo: config.contactTo });
      const google = config.google.clientId
        ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
        : null;
      await api.register(authRoutes, { auth: createAuthService(kit, google) });
      await api.register(studentRoutes, { students: createStudentService(kit) });
      const mediaDir = join(config.dataDir, 'media');
      await api.register(userRoutes, { users: createUsersService(kit, mediaDir), mediaDir });
      await api.register(rankingsRoutes, { db });
      await api.register(universitiesRoutes, { db });
      // One in-memory reference (state baselines, national majors) for the calculator calls.
      const reference = createReferenceCache(db);
      await api.register(calculatorRoutes, { db, reference });
      await api.register(scenariosRoutes, { db, reference });
      // PDF reports: rendered on request; mailed through BullMQ with REDIS_URL, inline otherwise.
      const scenarios = createScenariosService({ db, reference });
      const queue = createReportQueue(config, {
        mailer,
        logger: api.log,
        load: async (userId, scenarioId) => {
          const user = await findUserById(db, userId);
          if (!user) return null;
          try {
            const scenario = await scenarios.loadScenarioWithResults(userId, scenarioId);
            const sources = await scenarios.referenceSources();
            return { user: { name: user.name, email: user.email }, scenario, sources };
          } catch (err) {
            if (err instanceof NotFoundError) return null;
            throw err;
          }
        },
      });
      // Runs before the root hook that closes the mailer: a running job can still send.
      api.addHook('onClose', () => queue.close());
      await api.register(reportRoutes, { scenarios, queue, limiter: kit.limiter });
      await api.register(freeSubscriptionRoutes, {
        freeSubscriptions: createFreeSubscriptionsService(db),
      });
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
