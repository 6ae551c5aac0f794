'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FeedbackForm } from '@/components/forms/feedback-form';
import { hideHashtags } from '@/lib/feedback/hashtags';
import { acceptsFeedback } from '@/lib/feedback/tabs';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { type ProjectView, sendFeedbackNote } from '@/lib/resources/feedback';
import { useUpvote } from './use-upvote';

interface ProjectCardProps {
  project: ProjectView;
  /** The user has a synthetic address: else no form, and upvoting does nothing. */
  canSend: boolean;
}

/**
 * A feedback project: its name opens and closes the card. New ideas (backlog)
 * take upvotes and feedback; projects in development are read-only.
 */
export function ProjectCard({ project, canSend }: ProjectCardProps) {
  const t = useTranslations('feedback');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const open = acceptsFeedback(project.state);
  const description = hideHashtags(project.description);
  // The product team's language (English) on a Dutch or Romanian page: WCAG 3.1.2.
  const lang = partLanguage(project.language, useLocale());

  return (
    <article
      className="feedback-card"
      aria-labelledby={`${id}-title`}
      data-upvoted={project.upvoted ? 'true' : undefined}
    >
      <div className="feedback-card-head">
        <h3 id={`${id}-title`} className="feedback-card-title">
          <button
            type="button"
            className="feedback-card-toggle kit-flat-button"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={() => setExpanded((value) => !value)}
          >
            <span lang={lang}>{project.name}</span>
          </button>
        </h3>
        <span className="feedback-card-votes">
          {t('project.upvotes', { count: project.upvotes })}
        </span>
      </div>
      <div id={`${id}-body`} className="feedback-card-body" hidden={!expanded}>
        {expanded && (
          <>
            {!open && <p className="feedback-card-state">{t(`project.state.${project.state}`)}</p>}
            {description && (
              <p className="feedback-card-description" lang={lang}>
                {description}
              </p>
            )}
            {open && <ProjectActions project={project} canSend={canSend} />}
          </>
        )}
      </div>
    </article>
  );
}

function ProjectActions({ project, canSend }: ProjectCardProps) {
  const t = useTranslations('feedback.project');
  const { upvote, pending, failed } = useUpvote(project.id, canSend);
  return (
    <>
      <div className="feedback-card-actions">
        <button
          type="button"
          className={project.upvoted ? 'button' : 'button button-primary'}
          disabled={!canSend || pending || project.upvoted}
          onClick={upvote}
        >
          {project.upvoted ? t('upvoted') : t('upvote')}
        </button>
      </div>
      {failed && (
        <p role="alert" className="form-error">
          {t('result.error')}
        </p>
      )}
      {canSend && (
        <FeedbackForm
          label={t('feedback_label')}
          successMessage={t('feedback_success')}
          onSubmit={(feedback) => sendFeedbackNote(feedback, project.id)}
        />
      )}
    </>
  );
}
