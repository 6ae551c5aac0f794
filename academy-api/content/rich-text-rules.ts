import type { Context } from 'hono';
import { imageHostsOf } from '../../shared/portals/image-hosts';
import type { RichTextRules } from '../../shared/rich-text/sanitize';
import type { AppEnv } from '../app-env';
import { currentPortal } from '../middleware/portal';

/**
 * The rich text rules of the request's portal: the hosts its images may come from
 * besides the file storage. Read with the portal (once per change of it, not per request).
 */
export async function richTextRulesOf(c: Context<AppEnv>): Promise<RichTextRules> {
  return { imageHosts: imageHostsOf((await currentPortal(c)).information) };
}
