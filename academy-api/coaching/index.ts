/**
 * What the other domains may use of coaching: assignments, review tickets, mandates and the
 * coach’s workspace. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */
export { assignmentPublishFacts } from './assignments.queries';
export { courseGroupResource, memberWire } from './coaching.serializers';
export { openQuizTicket } from './review-tickets.queries';
