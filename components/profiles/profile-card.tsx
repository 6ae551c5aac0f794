import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/shell/avatar';
import { Link } from '@/components/ui/link';
import type { ProfileView } from '@/lib/resources/profiles';
import { AVATAR_WIDTH, isSafeLinkUrl, linkLabel } from '@/shared/profiles/rules';
import './profiles.css';

/**
 * /profiles/{account}: a profile as the viewer may see it — picture, name, headline, bio and
 * links. Links open elsewhere and carry nothing of this site along (noopener, noreferrer), and
 * tell search engines they were not vouched for (nofollow ugc).
 */
export async function ProfileCard({ profile, own }: { profile: ProfileView; own: boolean }) {
  const t = await getTranslations('profiles.view');
  const links = profile.links.filter((link) => isSafeLinkUrl(link.url));
  const paragraphs = profile.bio.split(/\n{2,}/).filter((part) => part.trim() !== '');
  return (
    <article className="page-card profile-card" aria-labelledby="profile-name">
      <header className="profile-card-head">
        <Avatar name={profile.fullName} url={profile.avatarUrl} size={AVATAR_WIDTH} />
        <div>
          <h1 id="profile-name">{profile.fullName}</h1>
          {profile.isCoach && <p className="profile-badge">{t('coach')}</p>}
          {profile.headline && <p className="lead profile-headline">{profile.headline}</p>}
        </div>
      </header>
      {paragraphs.length > 0 ? (
        <section aria-labelledby="profile-about">
          <h2 id="profile-about">{t('about')}</h2>
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order.
            <p key={index} className="profile-bio">
              {paragraph}
            </p>
          ))}
        </section>
      ) : (
        <p className="muted">{own ? t('emptyOwn') : t('empty')}</p>
      )}
      {links.length > 0 && (
        <section aria-labelledby="profile-links">
          <h2 id="profile-links">{t('links')}</h2>
          <ul className="profile-link-list">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {linkLabel(link)}
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {own && (
        <p>
          <Link className="button" href="/profile">
            {t('edit')}
          </Link>
        </p>
      )}
    </article>
  );
}
