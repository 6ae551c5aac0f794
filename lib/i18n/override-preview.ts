import { createTranslator } from 'next-intl';
import { parseIcu } from '@/shared/i18n/override-rules';
import { forFormatter } from '@/shared/i18n/precompiled';

/** An argument the text counts or chooses with gets a number; any other shows its own name. */
function sampleValues(text: string, names: Iterable<string>) {
  const values: Record<string, string | number | ((chunks: unknown) => unknown)> = {};
  for (const name of names) {
    if (name.startsWith('<')) {
      values[name.slice(1, -1)] = (chunks) => chunks;
      continue;
    }
    const counted = new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|selectordinal|number)`).test(text);
    values[name] = counted ? 2 : `‹${name}›`;
  }
  return values;
}

export type OverridePreview = { ok: true; text: string } | { ok: false; error: string };

/**
 * The override editor's live preview: the text as a page shows it, with sample values
 * for its arguments (2 for a count, ‹name› for the rest) and tags reduced to their contents.
 */
export function previewOverride(locale: string, text: string): OverridePreview {
  const parsed = parseIcu(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  try {
    const t = createTranslator({
      locale,
      messages: forFormatter({ preview: text }) as { preview: string },
    });
    const values = sampleValues(text, parsed.names);
    // biome-ignore lint/suspicious/noExplicitAny: the values' types are known only at run time.
    const shown = t.markup('preview', values as any);
    return { ok: true, text: String(shown) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
