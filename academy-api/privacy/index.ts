/**
 * What the other domains may use of data rights (issue 42, item 4): the inventory of personal
 * data that a person's export and erasure follow. A domain imports another only through its
 * index (tests/architecture/api-domains.test.ts).
 */
export { NO_PERSONAL_DATA, PERSONAL_DATA, type PersonalTable } from './personal-data';
