import type { MessageKeys } from './api-status';
import type { ErrorTemplate } from './templates';

/** An error the app raises itself, shown through message keys rather than API text. */
export class KeyedError extends Error implements MessageKeys {
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly template: ErrorTemplate;

  constructor(keys: MessageKeys, template: ErrorTemplate) {
    super(keys.titleKey);
    this.name = 'KeyedError';
    this.titleKey = keys.titleKey;
    this.descriptionKey = keys.descriptionKey;
    this.template = template;
  }
}

/** The things that can be "not found" (each has exceptions.not_found.{item} texts). */
export const NOT_FOUND_ITEMS = [
  'page',
  'account',
  'portal',
  'course',
  'catalog',
  'notification',
] as const;
export type NotFoundItem = (typeof NOT_FOUND_ITEMS)[number];

/** Spec §8: exceptions.not_found.{item}.title/.description, as a toast. */
export function notFoundError(item: NotFoundItem, template: ErrorTemplate = 'toast') {
  return new KeyedError(
    {
      titleKey: `exceptions.not_found.${item}.title`,
      descriptionKey: `exceptions.not_found.${item}.description`,
    },
    template,
  );
}

/** Spec §8: exceptions.not_enrolled.title/.description, a toast by default. */
export function notEnrolledError(template: ErrorTemplate = 'toast') {
  return new KeyedError(
    {
      titleKey: 'exceptions.not_enrolled.title',
      descriptionKey: 'exceptions.not_enrolled.description',
    },
    template,
  );
}
