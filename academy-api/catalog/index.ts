/**
 * What the other domains may use of catalogs, categories, labels and the course summaries that
 * lists show. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */

export type { ProductRecord } from './catalog.queries';
export { labelsOfCourses, pricesOfProducts, unlockingProducts } from './catalog.queries';
export {
  catalogResource,
  categoryResource,
  coachResource,
  labelResource,
  productResource,
} from './catalog.serializers';
export type { CourseSummary } from './course-summary.queries';
export { courseSummaryColumns } from './course-summary.queries';
