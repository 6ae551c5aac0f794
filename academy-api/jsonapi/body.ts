import type { z } from 'zod';
import { invalidJson } from './errors';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attributes of `{data:{attributes:{…}}}`, or the flat object itself. */
export function attributesOf(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw invalidJson();
  if (!isObject(body.data)) return body;
  const { attributes } = body.data;
  if (attributes === undefined) return {};
  if (!isObject(attributes)) throw invalidJson('data.attributes must be an object.');
  return attributes;
}

/** Parses a JSON request body text into its attributes; an empty body is `{}`. */
export function parseBodyText(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidJson('The request body is not valid JSON.');
  }
  return attributesOf(body);
}

/** Validates attributes; a failure throws the ZodError that becomes a 422 per field. */
export function validate<S extends z.ZodType>(schema: S, attributes: unknown): z.output<S> {
  // reportInput lets the 422 tell "required" (missing) from "wrong format".
  return schema.parse(attributes, { reportInput: true });
}
