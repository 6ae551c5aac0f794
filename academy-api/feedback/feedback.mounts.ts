import { domainRoutes } from '../app-env';
import * as feedback from './feedback.routes';

/** Where feedback's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [feedback],
  [['/feedback', feedback.feedbackRoutes]],
);
