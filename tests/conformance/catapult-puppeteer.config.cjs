/* jest-puppeteer's launch for the CATAPULT suite here: Debian's chromium, headless, no sandbox
 * (the suite's own config opens devtools, which needs a display). */
module.exports = {
  launch: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  },
};
