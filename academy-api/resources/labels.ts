import { chipContrast } from '../../shared/content-labels/contrast';
import type { ResourceObject } from '../jsonapi/document';
import type { Locale } from '../jsonapi/messages';
import type { LabelRow } from '../queries/labels';

/**
 * A content label for the settings screen: its names per language (and the one of the request's
 * language, English when it has none), colour, chip text colour and contrast, and how many
 * courses carry it.
 */
export function adminLabelResource(label: LabelRow, locale: Locale): ResourceObject {
  const contrast = chipContrast(label.color);
  return {
    type: 'labels',
    id: label.id,
    attributes: {
      name: label.names[locale] || label.names.en || '',
      names: label.names,
      color: label.color,
      text_color: contrast?.text ?? null,
      contrast_ratio: contrast?.ratio ?? null,
      usage_count: label.usageCount,
      created_at: label.createdAt.toISOString(),
    },
  };
}
