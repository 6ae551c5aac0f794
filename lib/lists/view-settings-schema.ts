import { z } from 'zod';

/** A filter's value: one choice, several, a flag, or null for "not filtered". */
export const filterValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

/** Spec §3 admin account pin: uri, title, image. */
export const pinSchema = z.object({
  uri: z.string().min(1),
  title: z.string(),
  image: z.string().nullish(),
});
export type Pin = z.infer<typeof pinSchema>;

export const sortSchema = z
  .object({ field: z.string().min(1), direction: z.enum(['asc', 'desc']) })
  .nullable();
export type Sort = z.infer<typeof sortSchema>;

/** Fixed query options of a view (filter and sort), under the user's own choices. */
export const apiOptionsSchema = z.object({
  filter: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  sort: z.string().optional(),
});
export type ApiOptions = z.infer<typeof apiOptionsSchema>;

export type JsonValue = z.infer<ReturnType<typeof z.json>>;

/** Spec §3: a named view's filters, preferences, api options, sort, search and pins. */
export const viewSettingsSchema = z.object({
  filters: z.record(z.string(), filterValueSchema),
  preferences: z.record(z.string(), z.json()),
  apiOptions: apiOptionsSchema,
  sort: sortSchema,
  search: z.string(),
  pins: z.array(pinSchema),
});
export type ViewSettings = z.infer<typeof viewSettingsSchema>;

export const EMPTY_VIEW: ViewSettings = {
  filters: {},
  preferences: {},
  apiOptions: { filter: {} },
  sort: null,
  search: '',
  pins: [],
};

/** A view's defaults as a screen declares them; missing parts are empty. */
export function defineView(defaults: Partial<ViewSettings> = {}): ViewSettings {
  return { ...EMPTY_VIEW, ...defaults };
}
