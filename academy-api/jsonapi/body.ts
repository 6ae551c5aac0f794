import type { z } from 'zod';
import { ApiError, invalidJson, text } from './errors';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attributes of `{data:{attributes:{…}}}`, or the flat object itself. */
export function attributesOf(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw invalidJson();
  if (!isObject(body.data)) return body;
  const { attributes } = body.data;
  if (attributes === undefined) return {};
  if (!isObject(attributes)) throw invalidJson(text('attributesNotObject'));
  return attributes;
}

/**
 * True for text PostgreSQL can store and people can mean: no NUL byte (PostgreSQL refuses it in
 * text) and no lone surrogate (broken Unicode, which would be stored as replacement characters).
 */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** The path of the first string (or key) in a JSON value that is not clean text, else null. */
export function uncleanPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = uncleanPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, key.replaceAll('\u0000', '')];
      const found = uncleanPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A NUL byte or broken Unicode anywhere in a body is a 422 naming the field. */
function refuseUncleanText(attributes: Record<string, unknown>): void {
  const path = uncleanPath(attributes);
  if (!path) return;
  const pointer = path.length > 0 ? `/data/attributes/${path.join('/')}` : '/data/attributes';
  throw ApiError.of(422, 'INVALID_CHARACTERS', undefined, { pointer });
}

/** Parses a JSON request body text into its attributes; an empty body is `{}`. */
export function parseBodyText(source: string): Record<string, unknown> {
  if (source.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(source);
  } catch {
    throw invalidJson(text('bodyNotJson'));
  }
  const attributes = attributesOf(body);
  refuseUncleanText(attributes);
  return attributes;
}

/** Validates attributes; a failure throws the ZodError that becomes a 422 per field. */
export function validate<S extends z.ZodType>(schema: S, attributes: unknown): z.output<S> {
  // reportInput lets the 422 tell "required" (missing) from "wrong format".
  return schema.parse(attributes, { reportInput: true });
}
