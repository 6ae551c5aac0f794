import { type Answer, answersOf } from './endpoints';

/**
 * Does a response fit what `./endpoints.ts` says its route answers? API tests ask this of every
 * success they receive (academy-api/test/api-client.ts), so the declared answers, and the
 * OpenAPI document made from them, stay true. Returns the problem, or null.
 */
export type Received = {
  status: number;
  contentType: string | null;
  document: unknown;
};

const JSON_API = 'application/vnd.api+json';

type Data = { type?: unknown } | null | undefined;

function fits(answer: Answer, received: Received): boolean {
  const isJsonApi = received.contentType?.startsWith(JSON_API) ?? false;
  const data = (received.document as { data?: unknown } | null)?.data;
  switch (answer.kind) {
    case 'none':
      return received.status === 204;
    case 'file':
      return !isJsonApi && received.status === (answer.status ?? 200);
    case 'meta':
      return isJsonApi && answer.statuses.includes(received.status) && (data ?? null) === null;
    case 'resource': {
      if (!isJsonApi || !answer.statuses.includes(received.status)) return false;
      const typed = (item: Data) =>
        typeof item?.type === 'string' && answer.types.includes(item.type);
      if (answer.list) return Array.isArray(data) && data.every(typed);
      if (data === null) return answer.nullable;
      return !Array.isArray(data) && typed(data as Data);
    }
  }
}

function described(received: Received): string {
  const data = (received.document as { data?: unknown } | null)?.data;
  const shape = Array.isArray(data)
    ? `a list of ${[...new Set(data.map((item: Data) => String(item?.type)))].join(', ') || 'nothing'}`
    : data === null
      ? 'data null'
      : data === undefined
        ? 'no data'
        : `one ${String((data as Data)?.type)}`;
  return `${received.status} ${received.contentType ?? '(no content type)'} with ${shape}`;
}

export function answerProblem(method: string, route: string, received: Received): string | null {
  if (received.status < 200 || received.status >= 300) return null;
  const answers = answersOf(method, route);
  if (!answers) return `${method} ${route} has no entry in academy-api/openapi/endpoints.ts`;
  if (answers.some((answer) => fits(answer, received))) return null;
  return (
    `${method} ${route} answered ${described(received)}, which academy-api/openapi/endpoints.ts ` +
    `does not declare (${JSON.stringify(answers)})`
  );
}
