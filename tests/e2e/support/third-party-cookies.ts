/**
 * Chromium as a browser that blocks third-party cookies (issue 38: LTI launches inside another
 * site's iframe must work without them): the desktop build (the headless shell has no
 * third-party cookie settings) with Chromium's switch that blocks them. For `test.use`.
 */
export const WITHOUT_THIRD_PARTY_COOKIES = {
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--test-third-party-cookie-phaseout',
    ],
  },
};
