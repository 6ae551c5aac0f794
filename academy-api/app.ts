import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { Db } from './db/database';
import { acceptedLocale, type Locale } from './i18n/locales';
import { requestOverrides } from './i18n/request-texts';
import { isDatabaseUnavailable, toErrorResponse } from './jsonapi/error-response';
import { notFound, text } from './jsonapi/errors';
import { refuseUncleanInput } from './middleware/clean-input';
import { resolveRequest } from './middleware/portal';
import { emailChangeConfirmRoutes, passwordResetRoutes } from './routes/account-links';
import { accountRoutes } from './routes/accounts';
import { agreementRoutes } from './routes/agreements';
import { announcementRoutes, newsRoutes } from './routes/announcements';
import { assignmentAuthoringRoutes, courseAssignmentRoutes } from './routes/assignments';
import { authRoutes } from './routes/auth';
import { authoringRoutes } from './routes/authoring';
import { catalogRoutes } from './routes/catalog';
import { catalogAdminRoutes } from './routes/catalogs-admin';
import { certificateRoutes, certificationRoutes, verifyRoutes } from './routes/certificates';
import { coachWorkspaceRoutes } from './routes/coach-workspace';
import { contentIssueRoutes } from './routes/content-issues';
import {
  announcementTranslationRoutes,
  courseTranslationRoutes,
} from './routes/content-translations';
import { courseGroupRoutes, groupRoutes } from './routes/course-groups';
import { courseRoutes } from './routes/courses';
import { dashboardRoutes } from './routes/dashboard';
import { featureFlagChangeRoutes, featureFlagRoutes } from './routes/feature-flags';
import { feedbackRoutes } from './routes/feedback';
import { filesRoutes } from './routes/files';
import { chatIdentityRoutes, integrationRoutes } from './routes/integrations';
import { labelRoutes } from './routes/labels';
import { mailingListRoutes, mailingRoutes } from './routes/mailings';
import { approvalSettingsRoutes, mandateRoutes } from './routes/mandates';
import { meRoutes } from './routes/me';
import { methodNotAllowedGuard } from './routes/method-not-allowed';
import { orderAutomationRoutes } from './routes/order-automations';
import { orderSeatAccountRoutes, orderSeatRoutes } from './routes/order-seats';
import { orderCustomerRoutes, orderRoutes } from './routes/orders';
import { portalAdminRoutes } from './routes/portal-admin';
import { portalLanguageRoutes } from './routes/portal-languages';
import { portalPromotionRoutes } from './routes/portal-promotions';
import { portalRoutes } from './routes/portals';
import { profileRoutes } from './routes/profiles';
import { coachQualificationRoutes, qualificationRoutes } from './routes/qualifications';
import { courseQuizRoutes, quizAttemptRoutes } from './routes/quiz-attempts';
import { quizAuthoringRoutes } from './routes/quiz-authoring';
import { accountViewRoutes, recentAccountRoutes } from './routes/recent-accounts';
import { reviewTicketRoutes } from './routes/review-tickets';
import { productRoutes, salesCatalogRoutes } from './routes/sales-catalogs';
import { healthRoutes, openApiRoutes, pingRoutes } from './routes/system';

/** The Academy API as a Hono app over one database (see docs/upstream-contract.md). */
export function createApp(db: Db) {
  const app = new Hono<AppEnv>();
  app.onError(async (error, c) =>
    toErrorResponse(
      error,
      c.var.locale ?? 'en',
      await requestOverrides(c, isDatabaseUnavailable(error)),
    ),
  );
  app.notFound(async (c) =>
    toErrorResponse(
      notFound(text('noSuchPath', { path: c.req.path })),
      c.var.locale ?? 'en',
      await requestOverrides(c),
    ),
  );
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('locale', (acceptedLocale(c.req.header('accept-language')) as Locale) ?? 'en');
    await next();
  });
  app.use(refuseUncleanInput);
  app.use(methodNotAllowedGuard(app));
  // Registered before the portal middleware, so it answers without a portal domain.
  app.route('/health', healthRoutes);
  app.route('/v1/openapi.json', openApiRoutes(app));
  app.use(resolveRequest);
  app.route('/auth/password_resets', passwordResetRoutes);
  app.route('/auth/email_changes', emailChangeConfirmRoutes);
  app.route('/auth', authRoutes);
  app.route('/ping', pingRoutes);
  app.route('/v1/me', meRoutes);
  app.route('/v1/accounts/:id/views', accountViewRoutes);
  app.route('/v1/accounts', accountRoutes);
  // The portal's settings (current portal), and portals themselves; before the
  // portal reads, which answer 405 for the methods these define.
  app.route('/v1/portals/:id/feature_flags', featureFlagRoutes);
  app.route('/v1/portals/:id/feature_flag_changes', featureFlagChangeRoutes);
  app.route('/v1/portals/:id/integrations', integrationRoutes);
  app.route('/v1/portals/:id/languages', portalLanguageRoutes);
  app.route('/v1/portals', portalAdminRoutes);
  app.route('/v1/portals', portalRoutes);
  app.route('/v1/profiles', profileRoutes);
  app.route('/v1/agreements', agreementRoutes);
  app.route('/v1/dashboard', dashboardRoutes);
  app.route('/v1/recent_accounts', recentAccountRoutes);
  app.route('/v1/chat_identity', chatIdentityRoutes);
  app.route('/v1/catalog', catalogRoutes);
  // Authoring (list, create, edit, outline) and learning share /v1/courses; they never define
  // the same method and path.
  // A student's quiz in a course (mounted first: the course routes answer 405 beneath them).
  app.route('/v1/courses/:course/quizzes', courseQuizRoutes);
  // A student's assignment, and a course's groups (before the course routes too).
  app.route('/v1/courses/:course/assignments', courseAssignmentRoutes);
  app.route('/v1/courses/:course/groups', courseGroupRoutes);
  // A course's translations, for those who edit it.
  app.route('/v1/courses/:course/translations', courseTranslationRoutes);
  app.route('/v1/courses', authoringRoutes);
  app.route('/v1/courses', courseRoutes);
  app.route('/v1/catalogs', catalogAdminRoutes);
  app.route('/v1/labels', labelRoutes);
  app.route('/v1/content_issues', contentIssueRoutes);
  app.route('/v1/files', filesRoutes);
  app.route('/v1/quizzes', quizAuthoringRoutes);
  app.route('/v1/quiz_attempts', quizAttemptRoutes);
  app.route('/v1/assignments', assignmentAuthoringRoutes);
  app.route('/v1/course_groups', groupRoutes);
  app.route('/v1/review_tickets', reviewTicketRoutes);
  app.route('/v1/coach_mandates', mandateRoutes);
  app.route('/v1/approval_settings', approvalSettingsRoutes);
  app.route('/v1/certifications', certificationRoutes);
  app.route('/v1/certificates', certificateRoutes);
  // Public: anyone holding a code may check it (rate limited per address).
  app.route('/v1/verify', verifyRoutes);
  app.route('/v1/qualifications', qualificationRoutes);
  app.route('/v1/coach/qualifications', coachQualificationRoutes);
  // Communication: announcements, coach news, the mailing list and its mailings.
  app.route('/v1/announcements/:id/translations', announcementTranslationRoutes);
  app.route('/v1/announcements', announcementRoutes);
  app.route('/v1/news', newsRoutes);
  app.route('/v1/mailing_list', mailingListRoutes);
  app.route('/v1/mailings', mailingRoutes);
  // Commerce: sales catalogs, orders, promotions and order automations.
  app.route('/v1/products', productRoutes);
  app.route('/v1/sales_catalogs', salesCatalogRoutes);
  app.route('/v1/orders/:id/seats', orderSeatRoutes);
  app.route('/v1/orders/:id/seat_accounts', orderSeatAccountRoutes);
  app.route('/v1/orders', orderRoutes);
  app.route('/v1/order_customers', orderCustomerRoutes);
  app.route('/v1/promotions', portalPromotionRoutes);
  app.route('/v1/order_automations', orderAutomationRoutes);
  app.route('/v1/coach', coachWorkspaceRoutes);
  app.route('/feedback', feedbackRoutes);
  return app;
}
