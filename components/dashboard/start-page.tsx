import { getFormatter, getTranslations } from 'next-intl/server';
import { Fact } from '@/components/ui/facts';
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

  // The portal and organisation, roles on the card only, then the subscription state.
  const facts: FactItem[] = [
    { label: t('portal'), value: me.portal.name },
    ...(me.entity ? [{ label: t('entity'), value: me.entity.name }] : []),
    ...(variant === 'card' ? [{ label: t('roles'), value: roleList(me.roles, common) }] : []),
    { label: t('subscription'), value: stateText, testId: 'subscription-state' },
  ];
  const heading = (
    <>
      <p className="eyebrow">{title}</p>
      <h1 id="start-title">{greeting}</h1>
    </>
  );

  if (variant === 'header') {
    return (
      <header className="start-header">
        {heading}
        <FactList className="start-header-facts" facts={facts} />
      </header>
    );
  }
  return (
    <section className="start-page" aria-labelledby="start-title">
      {heading}
      <FactList className="facts" facts={facts} />
    </section>
  );
}

interface FactItem {
  label: string;
  value: string;
  /** The test id of the value (the subscription state's, which the end-to-end tests read). */
  testId?: string;
}

/** The facts about the user as a definition list, one term and value a row. */
function FactList({ className, facts }: { className: string; facts: FactItem[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <Fact key={fact.label} label={fact.label} testId={fact.testId}>
          {fact.value}
        </Fact>
      ))}
    </dl>
  );
}
