/**
 * What the other domains may use of feedback and idea voting. A domain imports another only
 * through its index (tests/architecture/api-domains.test.ts).
 */
export {};
