import type { Redis } from 'ioredis';
import type { FetchImplementation } from 'jose';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createCodeHasher } from './lib/codes';
import { createMediaStore } from './lib/media';
import { createGenerationSource } from './lib/generation-cache';
import { createMailOutbox } from './lib/mail-outbox/outbox';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/tokens';
import { createAdminUsersService } from './modules/admin-users/service';
import { createAuditLogService } from './modules/audit-log/service';
import { createGoogleVerifier } from './modules/auth/google';
import type { AccountKit } from './accounts/kit';
import { createAuthService } from './modules/auth/service';
import { createCalculatorService } from './modules/calculator/service';
import { createCoachingService } from './modules/coaching/service';
import { createContactService } from './modules/contact/service';
import { createDashboardService } from './modules/dashboard/service';
import { createFreeSubscriptionsService } from './modules/free-subscriptions/service';
import { createInstituteAuthService } from './modules/institute-auth/service';
import { createClassOutcomes } from './modules/institute-dashboard/class-outcomes';
import { createInstituteDashboardService } from './modules/institute-dashboard/service';
import { createInstituteStudentsService } from './modules/institute-students/service';
import { createInstituteMembershipService } from './modules/institute-membership/service';
import { createInstituteSubUsersService } from './modules/institute-sub-users/service';
import { createPageContentService } from './modules/page-content/service';
import { createPaymentProviders } from './modules/payments/providers';
import { createPurchases } from './modules/payments/purchase';
import { createBraintreeReconciliation } from './modules/payments/reconcile';
import { createPaymentsService } from './modules/payments/service';
import { createProgramsService } from './modules/programs/service';
import { createCatalog } from './modules/rankings/catalog';
import { findRankingsGeneration } from './modules/rankings/repository';
import { createFavoritesService } from './modules/rankings/favorites-service';
import { createRankingsService } from './modules/rankings/service';
import { createSerializedPages } from './modules/rankings/serialized-pages';
import { createReferralsService } from './modules/referrals/service';
import { createReportQueue, type ReportLogger } from './modules/reports/queue';
import { createReportRendering, type ReportRenderingOptions } from './modules/reports/rendering';
import { createReportLoader, createReportsService } from './modules/reports/service';
import { createResourcesService } from './modules/resources/service';
import { createScenariosService } from './modules/scenarios/service';
import { createScenarioSharesService } from './modules/scenario-shares/service';
import { createSignInLinksService } from './modules/sign-in-links/service';
import { createStudentService } from './modules/students/service';
import { createSubadminsService } from './modules/subadmins/service';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { createTestimonialsService } from './modules/testimonials/service';
import { createUniversitiesService } from './modules/universities/service';
import { createUsersService } from './modules/users/service';
import { createPersonalDataService } from './modules/personal-data/service';
import { createSchoolDataService } from './modules/school-data/service';

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
  /** REDIS_URL's client, shared by the limits and the caches (null without REDIS_URL). */
  redis: Redis | null;
  /** How Google's key set is fetched (tests: a client that trusts their own certificate). */
  fetchGoogleKeys?: FetchImplementation;
  /** Tests only: a counting renderer, a fixed clock, small render bounds. */
  reports?: ReportRenderingOptions;
  /** Tests only: the certificate of their stand-in of Apple's merchant validation server. */
  applePayCa?: string;
}

/**
 * The composition root: builds every service once, with its dependencies, for app.ts to hand
 * to the route plugins (which receive services only, never the database). Modules that need
 * another module get its service (or one function of it), never its repository.
 */
export function buildServices(deps: ServiceDeps) {
  const { config, db, mailer, limiter } = deps;
  // Account and contact mail: stored, then delivered with retries (BullMQ with REDIS_URL).
  const mailOutbox = createMailOutbox(
    { db, mailer, logger: deps.logger },
    { redisUrl: config.redisUrl },
  );
  const kit: AccountKit = {
    db,
    outbox: mailOutbox,
    signer: deps.signer,
    codes: createCodeHasher(config.jwtSecret),
    limiter,
    publicUrl: config.publicUrl,
  };
  const google = config.google.clientId
    ? createGoogleVerifier({
        clientId: config.google.clientId,
        jwksUrl: config.google.jwksUrl,
        fetchKeys: deps.fetchGoogleKeys,
      })
    : null;
  // Uploaded images (avatars, articles, testimonials, logos, page images), in the database.
  const media = createMediaStore(db, limiter);
  const users = createUsersService({ db, limiter, media });
  const auditLog = createAuditLogService({ db });
  // One rankings catalog (years, vintages) for the ranking lists, favorites and college pages.
  // One read of the importer's generation (every 2 s at most) for every cache of figures.
  const generation = createGenerationSource(() => findRankingsGeneration(db));
  // Ranking reads (pages, counts, favorites with their rank) on the statement-timeout handle.
  const catalog = createCatalog(deps.rankingDb, generation);
  // One calculator reference (state baselines, national majors) for every calculator call.
  const calculator = createCalculatorService({ db, generation });
  // The students' scenario outcomes, computed once for the dashboard and the student list.
  const classOutcomes = createClassOutcomes({ db, calculator, generation });
  const scenarios = createScenariosService({ db, calculator });
  // PDF reports: rendered on request; mailed through BullMQ with REDIS_URL, inline otherwise.
  // Both go through one render cap and one cache of rendered PDFs.
  const rendering = createReportRendering({ generation }, deps.reports);
  const reportQueue = createReportQueue(config, {
    mailer,
    logger: deps.logger,
    load: createReportLoader({ findUserById: users.findById, scenarios }),
    render: rendering.pdfOf,
  });
  const paymentProviders = createPaymentProviders(config.payments, {
    applePayCa: deps.applePayCa,
  });
  const purchases = createPurchases(kit);
  return {
    generation,
    auth: createAuthService(kit, google),
    // Sign-in links for another device.
    signInLinks: createSignInLinksService(kit),
    students: createStudentService(kit),
    users,
    contact: createContactService({ db, outbox: mailOutbox, contactTo: config.contactTo }),
    // Ranking answers as text, per generation and query: shared through Redis.
    rankings: createRankingsService({
      db,
      catalog,
      pages: createSerializedPages({
        redis: deps.redis,
        onRedisError: (err) => deps.logger.warn({ err }, 'ranking page cache: Redis failed'),
      }),
    }),
    favorites: createFavoritesService({ db, rankingDb: deps.rankingDb, catalog }),
    universities: createUniversitiesService({ db, catalog }),
    programs: createProgramsService({ db, rankingDb: deps.rankingDb, catalog }),
    calculator,
    scenarios,
    // Read-only links of saved scenarios, opened without an account.
    scenarioShares: createScenarioSharesService({ db, scenarios, publicUrl: config.publicUrl }),
    reports: createReportsService({ scenarios, queue: reportQueue, limiter, rendering }),
    // Counselor coaching: the same engine path, PDF renderer and cache.
    coaching: createCoachingService({
      db,
      scenarios,
      calculator,
      rendering,
      limiter,
      outbox: mailOutbox,
      publicUrl: config.publicUrl,
    }),
    reportQueue,
    mailOutbox,
    freeSubscriptions: createFreeSubscriptionsService({ db, findUserByEmail: users.findByEmail }),
    media,
    auditLog,
    subadmins: createSubadminsService(kit),
    adminUsers: createAdminUsersService({ db }),
    resources: createResourcesService({ db, media }),
    testimonials: createTestimonialsService({ db, media }),
    subscriptions: createSubscriptionsService({ kit, media }),
    pageContent: createPageContentService({ db, media }),
    dashboard: createDashboardService({ db, recentAudit: auditLog.recent }),
    // Institute client (decision 015).
    instituteAuth: createInstituteAuthService(kit),
    instituteStudents: createInstituteStudentsService(kit, classOutcomes),
    instituteSubUsers: createInstituteSubUsersService(kit),
    instituteDashboard: createInstituteDashboardService({ db, classOutcomes }),
    // A school's student data at the end of its contract: its owner's copy and deletion.
    schoolData: createSchoolDataService({ db }),
    // A student's own choice about the institute that enrolled them.
    instituteMembership: createInstituteMembershipService({ db }),
    // A person's own data: a copy of it, and deleting the account.
    personalData: createPersonalDataService({ db, limiter, media, publicUrl: config.publicUrl }),
    referrals: createReferralsService({ db, publicUrl: config.publicUrl }),
    payments: createPaymentsService({
      providers: paymentProviders,
      purchases,
      limiter,
      googlePayEnabled: config.payments.googlePay !== null,
    }),
    // Braintree sends no webhook for refunds and voids: the server asks (payments/reconcile.ts).
    braintreeReconciliation:
      paymentProviders.braintree &&
      createBraintreeReconciliation({
        braintree: paymentProviders.braintree,
        purchases,
        limiter,
        logger: deps.logger,
      }),
  };
}
