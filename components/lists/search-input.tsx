'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { normaliseSearchTerm, SEARCH_DEBOUNCE_MS } from '@/lib/lists/search';
import {
  createDebouncedNotifier,
  type DebouncedNotifier,
} from '@/lib/validation/debounced-notifier';
import './lists.css';

export interface SearchInputProps {
  /** The current search (e.g. the view's), shown and not sent again. */
  value?: string;
  /** Called 350 ms after typing stops with the trimmed term, or null for no search. */
  onSearch: (term: string | null) => void;
  /** lists.search.label by default. */
  label?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  placeholder?: string;
}

/** Spec §9/§5 search box: debounced 350 ms, trimmed, whitespace-only input is no search. */
export function SearchInput({
  value = '',
  onSearch,
  label,
  hideLabel,
  placeholder,
}: SearchInputProps) {
  const t = useTranslations('lists.search');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Only a different search replaces the text: the echo of our own term would eat the space
    // the user is typing after it.
    if (normaliseSearchTerm(value) !== normaliseSearchTerm(text)) setText(value);
  }
  const listener = useRef(onSearch);
  useLayoutEffect(() => {
    listener.current = onSearch;
  });
  // The term last sent or given: the same term again (a trailing space) starts no new search.
  const last = useRef(normaliseSearchTerm(value));
  useEffect(() => {
    last.current = normaliseSearchTerm(value);
  }, [value]);
  // Made on first use, not in an effect: text typed before hydration is handed to onChange in
  // the commit that hydrates the box, before this component's effects run (native-fields.tsx).
  const notifier = useRef<DebouncedNotifier<string> | null>(null);
  const debounced = () => {
    notifier.current ??= createDebouncedNotifier<string>((raw) => {
      const term = normaliseSearchTerm(raw);
      if (term === last.current) return;
      last.current = term;
      listener.current(term);
    }, SEARCH_DEBOUNCE_MS);
    return notifier.current;
  };
  useEffect(
    () => () => {
      notifier.current?.cancel();
      notifier.current = null;
    },
    [],
  );

  return (
    <div className="search-input">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label ?? t('label')}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          debounced().notify(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter searches now instead of after the pause.
          if (event.key === 'Enter') debounced().flush();
        }}
      />
    </div>
  );
}
