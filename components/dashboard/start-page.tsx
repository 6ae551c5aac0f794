import { getFormatter, getTranslations } from 'next-intl/server';
import { roleList } from '@/lib/access/role-names';
import { daypart, hourIn } from '@/lib/dates/daypart';
import type { MeResult } from '@/lib/resources/me';
import { subscriptionState } from '@/shared/access/subscription';
import './start-page.css';

const TIME_ZONE = 'Europe/Amsterdam';

interface StartPageProps {
  result: MeResult;
  title: string;
  /**
   * 'card' (the dashboards): the greeting with the user's portal, organisation, roles and
   * subscription. 'header' (the catalog, a student's start page): the greeting as the page's
   * header, with only the portal, organisation and subscription state on one line.
   */
  variant?: 'card' | 'header';
}

/**
 * The first start page of each environment: a greeting by daypart with the user's
 * name, their portal, organisation, roles and subscription state, all from /v1/me.
 */
export async function StartPage({ result, title, variant = 'card' }: StartPageProps) {
  const [t, common] = await Promise.all([getTranslations('dashboard'), getTranslations('common')]);
  const format = await getFormatter();
  const { me } = result;
  const name = me.account?.fullName ?? '';
  const state = subscriptionState(me.subscription, me.availableBusinessModels ?? []);
  const stateText =
    state.kind === 'trial' || state.kind === 'activeUntil'
      ? t(`subscriptionState.${state.kind}`, {
          date: format.dateTime(new Date(state.endsAt), { dateStyle: 'medium' }),
        })
      : t(`subscriptionState.${state.kind}`);
  const greeting = t(`greeting.${daypart(hourIn(new Date(), TIME_ZONE))}`, { name });

  if (variant === 'header') {
    return (
      <header className="start-header">
        <p className="eyebrow">{title}</p>
        <h1 id="start-title">{greeting}</h1>
        <dl className="start-header-facts">
          <div>
            <dt>{t('portal')}</dt>
            <dd>{me.portal.name}</dd>
          </div>
          {me.entity && (
            <div>
              <dt>{t('entity')}</dt>
              <dd>{me.entity.name}</dd>
            </div>
          )}
          <div>
            <dt>{t('subscription')}</dt>
            <dd data-testid="subscription-state">{stateText}</dd>
          </div>
        </dl>
      </header>
    );
  }

  return (
    <section className="start-page" aria-labelledby="start-title">
      <p className="eyebrow">{title}</p>
      <h1 id="start-title">{greeting}</h1>
      <dl className="facts">
        <div>
          <dt>{t('portal')}</dt>
          <dd>{me.portal.name}</dd>
        </div>
        {me.entity && (
          <div>
            <dt>{t('entity')}</dt>
            <dd>{me.entity.name}</dd>
          </div>
        )}
        <div>
          <dt>{t('roles')}</dt>
          <dd>{roleList(me.roles, common)}</dd>
        </div>
        <div>
          <dt>{t('subscription')}</dt>
          <dd data-testid="subscription-state">{stateText}</dd>
        </div>
      </dl>
    </section>
  );
}
