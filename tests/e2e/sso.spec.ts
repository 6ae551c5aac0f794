import type { Browser, Page } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '../../academy-api/test/oidc-provider';
import {
  logoutRequestXml,
  redirectQuery,
  SAML_TEST_KEYS,
  startTestSamlIdp,
  type TestSamlIdp,
} from '../../academy-api/test/saml-idp';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, portalOrigin, preferEnglish } from './support/demo';
import { expect, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';

/**
 * Issue 39: single sign-on with OpenID Connect against a real provider on loopback
 * (`oidc-provider`, academy-api/test/oidc-provider.ts, on E2E_PORTS.api + 6). Ada connects it on
 * /admin/settings/integrations; a new person signs in through it and arrives where they were
 * going with the mapped roles; a person with an account links it with their password once; an
 * unverified address gets the refusal page; signing out goes through the provider's own
 * sign-out. SAML 2.0 against the xml-crypto IdP on E2E_PORTS.api + 7: the provider form read
 * from the IdP's metadata address, sign-in, and single logout started here and at the IdP.
 * Every new page is checked by axe at both widths.
 */
const ADA = 'admin@demo.academy';
const PROVIDER = 'Acme ID';
let op: TestOidcProvider;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A guest's browser on a portal, in English. */
async function guestPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await preferEnglish(page, origin);
  return page;
}

/** The Sign-in section of /admin/settings/integrations with a new provider's form of a kind. */
async function openNewProviderForm(page: Page, kind: 'OpenID Connect' | 'SAML 2.0') {
  await dismissTour(page);
  const section = page.getByRole('region', { name: 'Sign-in' });
  await section.getByRole('button', { name: 'Add a sign-in provider' }).click();
  await section.getByRole('radio', { name: kind }).check();
  return { section, form: page.getByRole('form', { name: 'New sign-in provider' }) };
}

/** Who the page is signed in as: the account's address and roles (/api/v1/me). */
async function whoAmI(page: Page): Promise<{ email: string; roles: string[] }> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/v1/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = await answer.json();
    const account = (body.included ?? []).find(
      (item: { type: string }) => item.type === 'accounts',
    );
    return { email: account?.attributes?.email ?? '', roles: body.data.attributes.roles ?? [] };
  });
}

test.describe
  .serial('Single sign-on with OpenID Connect', () => {
    test.beforeAll(async ({ baseURL }) => {
      const origin = portalOrigin(baseURL, 'demo');
      op = await startTestOidcProvider({
        port: E2E_PORTS.api + 6,
        redirectUris: [`${origin}/api/auth/sso/callback`],
        postLogoutRedirectUris: [`${origin}/auth?loggedOut=true`],
      });
    });
    test.afterAll(() => op?.close());

    test('Ada connects an OpenID provider on the integrations screen', async ({
      page,
      signInAs,
    }) => {
      const origin = await signInAs(ADA, { at: '/admin/settings/integrations' });
      const { section, form } = await openNewProviderForm(page, 'OpenID Connect');
      await form.getByLabel('Name', { exact: true }).fill(PROVIDER);
      await form.getByLabel('Issuer').fill(op.issuer);
      await form.getByLabel('Client id').fill(op.clientId);
      await form.getByLabel('Client secret').fill(op.clientSecret);
      await form.getByLabel('Scopes').fill('openid email profile groups');
      await form.getByLabel('Claim of the groups').fill('groups');
      await form.getByLabel('Groups that give a role').fill('trainers = coach');
      await form.getByLabel('E-mail domains', { exact: true }).fill('acme.test');
      await expectNoAxeViolationsAtBothWidths(page, 'the sign-in provider form');
      await form.getByRole('button', { name: 'Save provider' }).click();
      const row = section.getByRole('row', { name: new RegExp(PROVIDER) });
      await expect(row).toBeVisible();
      // What to paste at the provider: the redirect URI of this portal.
      await expect(row.getByText(`${origin}/api/auth/sso/callback`)).toBeVisible();
      // Write-only: the secret is nowhere on the page.
      await expect(page.locator('body')).not.toContainText(op.clientSecret);
      await expectNoAxeViolationsAtBothWidths(page, 'the Sign-in section');
    });

    test('a new person signs in through the provider, arrives where they were going, with the mapped roles', async ({
      browser,
    }, testInfo) => {
      const origin = portalOrigin(testInfo.project.use.baseURL, 'demo');
      const email = `new-${unique()}@acme.test`;
      op.signInAs({
        sub: `acme-${unique()}`,
        email,
        email_verified: true,
        name: 'Nina Newcomer',
        locale: 'en',
        groups: ['trainers'],
      });
      const page = await guestPage(browser, origin);
      await page.goto('/auth?returnTo=%2Fprofile');
      const button = page.getByRole('link', { name: `Log in with ${PROVIDER}` });
      await expect(button).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, 'the sign-in page with a provider');
      // An address of the routed domain points to the provider at once.
      await page.getByLabel('E-mail address').fill('someone@acme.test');
      await expect(page.getByRole('link', { name: `Continue with ${PROVIDER}` })).toBeVisible();
      await button.click();
      // A new account accepts the portal's terms first (as a registration does), then goes on.
      await expect(page).toHaveURL(`${origin}/agreements?next=%2Fprofile`);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page).toHaveURL(`${origin}/profile`);
      const me = await whoAmI(page);
      expect(me.email).toBe(email);
      expect([...me.roles].sort()).toEqual(['coach', 'student']);
      await page.context().close();
    });

    test('a person with an account links it with their password once', async ({
      browser,
      newStudent,
    }) => {
      const student = await newStudent();
      op.signInAs({ sub: `link-${unique()}`, email: student.email, email_verified: true });
      const page = await guestPage(browser, student.origin);
      await page.goto('/auth');
      await page.getByRole('link', { name: `Log in with ${PROVIDER}` }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Link your account' }),
      ).toBeVisible();
      await expect(page.getByText(student.email).first()).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, 'the link page');
      const password = page.getByLabel(`Password of ${student.email}`);
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Link and log in' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'These credentials do not match' }),
      ).toBeVisible();
      await expect(page.getByLabel(`Password of ${student.email}`)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoAxeViolationsAtBothWidths(page, 'the link page with a wrong password');
      await page.getByLabel(`Password of ${student.email}`).fill('a-long-password');
      await page.getByRole('button', { name: 'Link and log in' }).click();
      await expect(page).not.toHaveURL(/\/auth/);

      // Signing out goes through the provider's own sign-out, and back to /auth.
      await page.context().clearCookies({ name: 'sso-link' });
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(new RegExp(`^${op.issuer}/`));
      await page.getByRole('button', { name: /Yes, sign me out/i }).click();
      await expect(page).toHaveURL(`${student.origin}/auth?loggedOut=true`);
      // Linked: the next sign-in asks for no password.
      await page.getByRole('link', { name: `Log in with ${PROVIDER}` }).click();
      await expect(page).not.toHaveURL(/\/auth/);
      await page.context().close();
    });

    test('an address the provider has not verified is refused with a page saying why', async ({
      browser,
    }, testInfo) => {
      const origin = portalOrigin(testInfo.project.use.baseURL, 'demo');
      op.signInAs({
        sub: `unverified-${unique()}`,
        email: `u-${unique()}@acme.test`,
        email_verified: false,
      });
      const page = await guestPage(browser, origin);
      await page.goto('/auth?returnTo=%2Fcatalog');
      await page.getByRole('link', { name: `Log in with ${PROVIDER}` }).click();
      await expect(page).toHaveURL(/\/auth\/sso\/refused\?reason=email_unverified/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Logging in did not work' }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your organisation has not verified' }),
      ).toHaveText('Your organisation has not verified your e-mail address.');
      await expectNoAxeViolationsAtBothWidths(page, 'the refusal page');
      // Back to the log-in page, still on the way to where they were going.
      await page.getByRole('link', { name: 'Back to log in' }).click();
      await expect(page).toHaveURL(`${origin}/auth?returnTo=%2Fcatalog`);
      await page.context().close();
    });
  });

test.describe('Single sign-on with SAML 2.0', () => {
  let idp: TestSamlIdp;
  test.beforeAll(async () => {
    idp = await startTestSamlIdp({ port: E2E_PORTS.api + 7 });
  });
  test.afterAll(() => idp?.close());

  test('Ada adds a SAML provider on the Sign-in section, sees what to give the IdP, and removes it', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs(ADA, { at: '/admin/settings/integrations' });
    const { section, form } = await openNewProviderForm(page, 'SAML 2.0');
    await form.getByLabel('Name', { exact: true }).fill('Campus SAML');
    // The IdP's settings read from its metadata address: nothing typed by hand.
    const reader = form.getByRole('group', { name: "Read the IdP's metadata" });
    await reader.getByLabel('Metadata address').fill(`${idp.metadataUrl}-missing`);
    await reader.getByRole('button', { name: 'Read metadata' }).click();
    await expect(reader.getByRole('status')).toContainText('answered 404');
    await reader.getByLabel('Metadata address').fill(idp.metadataUrl);
    await reader.getByRole('button', { name: 'Read metadata' }).click();
    await expect(reader.getByRole('status')).toContainText('1 certificate');
    await expect(form.getByLabel('IdP entity id')).toHaveValue(idp.entityId);
    await expect(form.getByLabel('IdP sign-in address (SSO URL)')).toHaveValue(idp.ssoUrl);
    await expect(form.getByLabel('IdP sign-out address (SLO URL, optional)')).toHaveValue(
      idp.sloUrl,
    );
    await expect(form.getByLabel('IdP signing certificate')).toHaveValue(
      /^-----BEGIN CERTIFICATE-----/,
    );
    await expectNoAxeViolationsAtBothWidths(page, 'the SAML provider form');
    await form.getByRole('button', { name: 'Save provider' }).click();
    const row = section.getByRole('row', { name: /Campus SAML/ });
    await expect(row).toBeVisible();
    await expect(row.getByText(/\/api\/auth\/sso\/saml\/[0-9a-f-]+\/acs$/)).toBeVisible();
    const metadataUrl = (await row.getByText(/\/metadata$/).textContent()) ?? '';
    expect(metadataUrl.startsWith(`${origin}/api/auth/sso/saml/`)).toBe(true);
    // The metadata is served at the address shown.
    const metadata = await page.evaluate(async (url) => (await fetch(url)).text(), metadataUrl);
    expect(metadata).toContain(`entityID="${metadataUrl}"`);
    await row.getByRole('button', { name: 'Remove Campus SAML' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this sign-in provider?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the remove dialog');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(row).toHaveCount(0);
    // Focus back on the section's button, not lost.
    await expect(section.getByRole('button', { name: 'Add a sign-in provider' })).toBeFocused();
  });

  test('a person of the second portal signs in through its SAML IdP, and out by single logout both ways', async ({
    page,
    signInAs,
    browser,
  }) => {
    // Two sign-ins and two single logouts through the IdP on a loaded machine.
    test.slow();
    // Ada (an academy admin signs in on every portal) connects the IdP of Unlimited Learning.
    const origin = await signInAs(ADA, { portal: 'unlimited', at: '/profile' });
    const created = await page.evaluate(
      async ({ entityId, ssoUrl, sloUrl, certificate, spCertificate, spKey }) => {
        const answer = await fetch('/api/v1/identity_providers', {
          method: 'POST',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            'content-type': 'application/vnd.api+json',
          },
          body: JSON.stringify({
            data: {
              type: 'identity_providers',
              attributes: {
                kind: 'saml',
                name: 'Unlimited SAML',
                settings: {
                  idp_entity_id: entityId,
                  sso_url: ssoUrl,
                  slo_url: sloUrl,
                  certificate,
                  sp_certificate: spCertificate,
                },
                sp_private_key: spKey,
                mapping: { name: 'displayName', email: 'mail', default_roles: ['student'] },
              },
            },
          }),
        });
        return { status: answer.status, body: await answer.json() };
      },
      {
        entityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        sloUrl: idp.sloUrl,
        certificate: SAML_TEST_KEYS.idp.cert,
        spCertificate: SAML_TEST_KEYS.sp.cert,
        spKey: SAML_TEST_KEYS.sp.key,
      },
    );
    expect(created.status).toBe(201);
    const providerId = created.body.data.id as string;
    // Our metadata, to give the IdP.
    const metadata = await page.evaluate(
      async (id) => (await fetch(`/api/auth/sso/saml/${id}/metadata`)).text(),
      providerId,
    );
    expect(metadata).toContain(`${origin}/api/auth/sso/saml/${providerId}/acs`);

    const email = `saml-${unique()}@unlimited.test`;
    idp.signInAs({ nameId: email, attributes: { mail: email, displayName: 'Sara Saml' } });
    const guest = await guestPage(browser, origin);
    await guest.goto('/auth?returnTo=%2Fprofile');
    await guest.getByRole('link', { name: 'Log in with Unlimited SAML' }).click();
    await expect(guest).toHaveURL(`${origin}/profile`);
    const me = await whoAmI(guest);
    expect(me.email).toBe(email);

    // Single logout, started here: our signed LogoutRequest to the IdP, its answer back to /auth.
    await dismissTour(guest);
    await guest.getByRole('button', { name: 'Account menu' }).click();
    await guest.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(guest).toHaveURL(`${origin}/auth?loggedOut=true`);
    expect(idp.logouts.at(-1)).toMatchObject({ verified: true, nameId: email });
    await guest.goto('/profile');
    await expect(guest).toHaveURL(/\/auth\?returnTo=/);

    // Single logout, started at the IdP: its signed LogoutRequest ends the session here.
    await guest.goto('/auth?returnTo=%2Fprofile');
    await guest.getByRole('link', { name: 'Log in with Unlimited SAML' }).click();
    await expect(guest).toHaveURL(`${origin}/profile`);
    const request = logoutRequestXml({
      idpEntityId: idp.entityId,
      destination: `${origin}/api/auth/sso/saml/${providerId}/slo`,
      nameId: email,
    });
    await guest.goto(
      `/api/auth/sso/saml/${providerId}/slo?${redirectQuery(request.xml, 'SAMLRequest')}`,
    );
    // Our signed LogoutResponse went back to the IdP.
    await expect(guest.getByRole('heading', { name: 'Signed out at the IdP' })).toBeVisible();
    expect(idp.logouts.at(-1)).toMatchObject({
      verified: true,
      inResponseTo: request.id,
      status: 'urn:oasis:names:tc:SAML:2.0:status:Success',
    });
    await guest.goto(`${origin}/profile`);
    await expect(guest).toHaveURL(/\/auth\?returnTo=/);
    await guest.context().close();
  });
});
