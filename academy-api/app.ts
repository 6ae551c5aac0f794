import { Hono } from 'hono';
import { emailChangeConfirmRoutes, passwordResetRoutes } from './accounts/account-links.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { authRoutes } from './accounts/auth.routes';
import { meRoutes } from './accounts/me.routes';
import { profileRoutes } from './accounts/profiles.routes';
import { accountViewRoutes, recentAccountRoutes } from './accounts/recent-accounts.routes';
import type { AppEnv } from './app-env';
import { authoringRoutes } from './authoring/authoring.routes';
import { contentIssueRoutes } from './authoring/content-issues.routes';
import { courseGroupRoutes, groupRoutes } from './authoring/course-groups.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { catalogAdminRoutes } from './catalog/catalogs-admin.routes';
import { labelRoutes } from './catalog/labels.routes';
import { assignmentAuthoringRoutes, courseAssignmentRoutes } from './coaching/assignments.routes';
import { coachWorkspaceRoutes } from './coaching/coach-workspace.routes';
import { approvalSettingsRoutes, mandateRoutes } from './coaching/mandates.routes';
import { reviewTicketRoutes } from './coaching/review-tickets.routes';
import { orderAutomationRoutes } from './commerce/order-automations.routes';
import { orderSeatAccountRoutes, orderSeatRoutes } from './commerce/order-seats.routes';
import { orderCustomerRoutes, orderRoutes } from './commerce/orders.routes';
import { portalPromotionRoutes } from './commerce/portal-promotions.routes';
import { productRoutes, salesCatalogRoutes } from './commerce/sales-catalogs.routes';
import { announcementRoutes, newsRoutes } from './communication/announcements.routes';
import { mailingListRoutes, mailingRoutes } from './communication/mailings.routes';
import {
  announcementTranslationRoutes,
  courseTranslationRoutes,
} from './content/content-translations.routes';
import type { Db } from './db/database';
import { feedbackRoutes } from './feedback/feedback.routes';
import { filesRoutes } from './files/files.routes';
import { acceptedLocale, type Locale } from './i18n/locales';
import { requestOverrides } from './i18n/request-texts';
import { isDatabaseUnavailable, toErrorResponse } from './jsonapi/error-response';
import { notFound, text } from './jsonapi/errors';
import { methodNotAllowedGuard } from './jsonapi/method-not-allowed';
import {
  certificateRoutes,
  certificationRoutes,
  verifyRoutes,
} from './learning/certificates.routes';
import { courseRoutes } from './learning/courses.routes';
import { coachQualificationRoutes, qualificationRoutes } from './learning/qualifications.routes';
import { refuseUncleanInput } from './middleware/clean-input';
import { resolveRequest } from './middleware/portal';
import { agreementRoutes } from './portals/agreements.routes';
import { dashboardRoutes } from './portals/dashboard.routes';
import { featureFlagChangeRoutes, featureFlagRoutes } from './portals/feature-flags.routes';
import { chatIdentityRoutes, integrationRoutes } from './portals/integrations.routes';
import { portalAdminRoutes } from './portals/portal-admin.routes';
import { portalLanguageRoutes } from './portals/portal-languages.routes';
import { portalRoutes } from './portals/portals.routes';
import { courseQuizRoutes, quizAttemptRoutes } from './quiz/quiz-attempts.routes';
import { quizAuthoringRoutes } from './quiz/quiz-authoring.routes';
import { healthRoutes, openApiRoutes, pingRoutes } from './system/system.routes';

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
