/** What the other domains may use of the reports (issue 43, item 5): nothing yet. */
export {};
