'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { feedbackTabs, visibleProjects } from '@/lib/feedback/tabs';
import { feedbackProjectsQuery } from '@/lib/resources/feedback';
import { ProjectCard } from './project-card';

/**
 * Spec §2 tabs "new ideas" and "in development" (the latter only when such projects exist),
 * on Radix Tabs: a tablist with arrow keys, each panel labelled by its tab.
 */
export function ProjectTabs({ canSend, roles }: { canSend: boolean; roles: readonly string[] }) {
  const t = useTranslations('feedback');
  const { data, isPending, isError } = useQuery(feedbackProjectsQuery());
  if (isPending) {
    return (
      <p role="status" className="muted">
        {t('loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="form-error">
        {t('load_error')}
      </p>
    );
  }
  // The server already filters by role; the same rule here keeps the modal right on its own.
  const { tabs, byTab } = feedbackTabs(visibleProjects(data, roles));
  return (
    <Tabs.Root defaultValue="new" className="feedback-tabs">
      <Tabs.List aria-label={t('tabs.label')} className="feedback-tab-list">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className="feedback-tab kit-tab">
            {t(`tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="feedback-tab-panel">
          {byTab[tab].length === 0 ? (
            <p className="muted">{t(`empty.${tab}`)}</p>
          ) : (
            <ul className="feedback-cards">
              {byTab[tab].map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} canSend={canSend} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
