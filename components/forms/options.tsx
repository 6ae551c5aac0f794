import type { ReactNode } from 'react';

/** The keys of T whose values are a V. */
type KeyOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/** What an option takes from its item: a property by name (of an object), or a function of it. */
type Part<T, V> = (T extends object ? KeyOfType<T, V> : never) | ((item: T) => V);

/** The part of an item that `part` names. */
export function partOf<T, V>(item: T, part: Part<T, V>): V {
  return typeof part === 'function' ? part(item) : (item[part] as V);
}

/**
 * A native select's option list: an optional empty first choice ("All …", "Choose …") whose
 * value is '', then one option per item, keyed and valued by `value`, worded by `label` and,
 * where `lang` gives one, marked with the language its text is in (WCAG 3.1.2).
 */
export function Options<T>({
  items,
  value,
  label,
  lang,
  empty,
}: {
  items: readonly T[];
  value: Part<NoInfer<T>, string | number>;
  label: Part<NoInfer<T>, ReactNode>;
  lang?: (item: NoInfer<T>) => string | undefined;
  /** The text of the empty first choice; none when undefined. */
  empty?: ReactNode;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {items.map((item) => (
        <option key={partOf(item, value)} value={partOf(item, value)} lang={lang?.(item)}>
          {partOf(item, label)}
        </option>
      ))}
    </>
  );
}
