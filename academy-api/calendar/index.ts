/**
 * What the other domains may use of the calendar (issue 42, item 3): nothing yet; its feed is
 * read by calendar apps and its routes are its own. A domain imports another only through its
 * index (tests/architecture/api-domains.test.ts).
 */
export {};
