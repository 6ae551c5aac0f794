import { domainRoutes } from '../app-env';
import * as providers from './providers.routes';
import * as signIn from './sign-in.routes';

/** Where single sign-on's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [providers, signIn],
  [
    ['/auth/sso', signIn.ssoSignInRoutes],
    ['/v1/identity_providers', providers.identityProviderRoutes],
  ],
);
