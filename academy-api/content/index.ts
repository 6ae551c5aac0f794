/**
 * What the other domains may use of the content every domain shares: translations, rich text rules
 * and content language. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */
export { contentLanguageOf } from './content-language';
export type { TranslationRow } from './content-translations.queries';
export { listTranslations, translationsOfOwners } from './content-translations.queries';
export { translationsPart } from './content-translations.serializers';
export {
  announcementsForReader,
  courseForReader,
  coursesForReader,
  withCoursesForReader,
} from './reader-language';
export { withRefusedImages } from './rich-text.serializers';
export { richTextRulesOf } from './rich-text-rules';
