/** Only same-origin paths or https URLs are used as an image source. */
export function safeImageUrl(url: string | null | undefined): string | null {
  return url && (/^\/(?!\/)/.test(url) || /^https:\/\//.test(url)) ? url : null;
}

/** Initials of a name (at most two), for avatars without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** A round avatar: the picture when there is a safe one, otherwise initials. Decorative. */
export function Avatar({
  name,
  url,
  size = 32,
}: {
  name: string;
  url?: string | null;
  size?: number;
}) {
  const source = safeImageUrl(url);
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {source ? (
        // biome-ignore lint/performance/noImgElement: avatars come from any origin at 150 px.
        <img src={source} alt="" width={size} height={size} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
