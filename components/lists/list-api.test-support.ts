// Test support for list screens: a fake list API (its pages, its answers' JSON, what it was
// asked), and a view as the browser keeps it.

import { vi } from 'vitest';
import type { ListPage } from '@/lib/api/transport';
import { type FirstPageView, viewCookieValue } from '@/lib/lists/view-cookie';
import { defineView, type ViewSettings } from '@/lib/lists/view-settings-schema';
import {
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';

/**
 * The page a list endpoint answers out of all it found, for the page[number] and page[size] of
 * its query string (1 and 25 where it names none), as the list kit reads it.
 */
export function answerPage<T>(
  found: readonly T[],
  query: string | URLSearchParams = '',
): ListPage<T> {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page[number]') ?? 1);
  const size = Number(params.get('page[size]') ?? 25);
  return {
    items: found.slice((page - 1) * size, page * size),
    total: found.length,
    lastPage: Math.max(1, Math.ceil(found.length / size)),
    currentPage: page,
    meta: {},
  };
}

/** `count` items numbered from 1, each made by `item` (a fake API's rows). */
export const numbered = <T>(count: number, item: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => item(index + 1));

/**
 * A fake API's answer whose JSON is parsed in the test's own realm: the test runs in a VM
 * context, and the deserializer reads meta keys camelCase only off plain objects of its realm,
 * so objects Node's Response parsed would keep their snake_case meta (last_page, unread_count).
 */
export function answerJson(body: unknown): Response {
  const text = JSON.stringify(body);
  return Object.assign(new Response(text), { json: async () => JSON.parse(text) });
}

/**
 * Stubs fetch with a fake API that answers each request with the JSON `answer` gives for its
 * URL (answerJson). Returns the query strings (decoded) of the requests `recorded` picks
 * (every one unless told), oldest first.
 */
export function stubListApi(
  answer: (url: URL) => unknown,
  recorded: (url: URL) => boolean = () => true,
): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (recorded(url)) asked.push(decodeURIComponent(url.search.slice(1)));
    return answerJson(answer(url));
  });
  return asked;
}

/**
 * Keeps `view` as the browser does for the list screen of `source`: in local storage, and
 * mirrored in its cookie, whose value (as the server reads it) this returns.
 */
export function keepView(source: FirstPageView, view: ViewSettings): string | null {
  const views = { [source.view]: view };
  localStorage.setItem(VIEW_SETTINGS_STORAGE_KEY, serializeViewSettings({ views }));
  return viewCookieValue(view, defineView(source.defaults), source.sizePreference);
}
