import { join } from 'node:path';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createCodeHasher } from './lib/codes';
import { createGenerationSource } from './lib/generation-cache';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/tokens';
import { createGoogleVerifier } from './modules/auth/google';
import type { AccountKit } from './modules/auth/kit';
import { createAuthService } from './modules/auth/service';
import { createCalculatorService } from './modules/calculator/service';
import { createContactService } from './modules/contact/service';
import { createFreeSubscriptionsService } from './modules/free-subscriptions/service';
import { createCatalog } from './modules/rankings/catalog';
import { findRankingsGeneration } from './modules/rankings/repository';
import { createFavoritesService } from './modules/rankings/favorites-service';
import { createRankingsService } from './modules/rankings/service';
import { createReportQueue, type ReportLogger } from './modules/reports/queue';
import { createReportLoader, createReportsService } from './modules/reports/service';
import { createScenariosService } from './modules/scenarios/service';
import { createStudentService } from './modules/students/service';
import { createUniversitiesService } from './modules/universities/service';
import { createUsersService } from './modules/users/service';

/** What the services are built from: configuration and the shared infrastructure. */
export interface ServiceDeps {
  config: AppConfig;
  db: Db;
  /** The same database; the server cancels each statement after config.rankingQueryTimeoutMs. */
  rankingDb: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  signer: TokenSigner;
  logger: ReportLogger;
}

/**
 * The composition root: builds every service once, with its dependencies, for app.ts to hand
 * to the route plugins (which receive services only, never the database). Modules that need
 * another module get its service (or one function of it), never its repository.
 */
export function buildServices(deps: ServiceDeps) {
  const { config, db, mailer, limiter } = deps;
  const kit: AccountKit = {
    db,
    mailer,
    signer: deps.signer,
    codes: createCodeHasher(config.jwtSecret),
    limiter,
    publicUrl: config.publicUrl,
  };
  const google = config.google.clientId
    ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
    : null;
  const users = createUsersService({ db, limiter, mediaDir: join(config.dataDir, 'media') });
  // One rankings catalog (years, vintages) for the ranking lists, favorites and college pages.
  // One read of the importer's generation (every 2 s at most) for every cache of figures.
  const generation = createGenerationSource(() => findRankingsGeneration(db));
  // Ranking reads (pages, counts, favorites with their rank) on the statement-timeout handle.
  const catalog = createCatalog(deps.rankingDb, generation);
  // One calculator reference (state baselines, national majors) for every calculator call.
  const calculator = createCalculatorService({ db, generation });
  const scenarios = createScenariosService({ db, calculator });
  // PDF reports: rendered on request; mailed through BullMQ with REDIS_URL, inline otherwise.
  const reportQueue = createReportQueue(config, {
    mailer,
    logger: deps.logger,
    load: createReportLoader({ findUserById: users.findById, scenarios }),
  });
  return {
    auth: createAuthService(kit, google),
    students: createStudentService(kit),
    users,
    contact: createContactService({ db, mailer, contactTo: config.contactTo }),
    rankings: createRankingsService({ db, catalog }),
    favorites: createFavoritesService({ db, rankingDb: deps.rankingDb, catalog }),
    universities: createUniversitiesService({ db, catalog }),
    calculator,
    scenarios,
    reports: createReportsService({ scenarios, queue: reportQueue, limiter }),
    reportQueue,
    freeSubscriptions: createFreeSubscriptionsService({ db, findUserByEmail: users.findByEmail }),
  };
}
