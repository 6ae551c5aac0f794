import { getTranslations } from 'next-intl/server';

/**
 * An external-tool item (issue 38; docs/lti-tools.md): the tool launched in a frame of the
 * player (/lti/platform/launch, which holds the tool's own frame and starts the LTI 1.3 login),
 * with a link to open it in a window instead. The tool reports progress and a score back (AGS).
 */
export async function ExternalToolPlayer({
  courseSlug,
  itemSlug,
  title,
}: {
  courseSlug: string;
  itemSlug: string;
  title: string;
}) {
  const t = await getTranslations('player.lti');
  const query = `course=${encodeURIComponent(courseSlug)}&item=${encodeURIComponent(itemSlug)}`;
  return (
    <div className="player-package">
      <iframe
        className="player-package-frame"
        src={`/lti/platform/launch?${query}`}
        title={t('frameTitle', { title })}
        allow="fullscreen; clipboard-write"
      />
      <p>
        <a href={`/lti/platform/launch?${query}&target=window`} target="_blank" rel="noopener">
          {t('openWindow')}
        </a>
      </p>
    </div>
  );
}
