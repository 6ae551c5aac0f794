import { loadPortalMe } from '@/lib/server/guard';

/**
 * The <title> of an error page inside the portal shell ("Page not found · Demo Academy"): only
 * the root not-found may export metadata, so a nested 404 or 403 would otherwise carry the
 * layout's title. React hoists the element into <head>.
 */
export async function PageTitle({ title }: { title: string }) {
  const { me } = await loadPortalMe();
  return <title>{`${title} · ${me.portal.name}`}</title>;
}
