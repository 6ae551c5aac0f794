import { domainRoutes } from '../app-env';
import * as apiTokens from './api-tokens.routes';

/** Where the integrations' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [apiTokens],
  [['/v1/api_tokens', apiTokens.apiTokenRoutes]],
);
