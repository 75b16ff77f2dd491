/** Runs one of the site's API routes (pages/api) as Next would, and gives its answer. */
import type { NextApiRequest, NextApiResponse } from 'next';

export interface RouteAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export async function runApiRoute(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  request: { method: string; query?: Record<string, unknown> },
): Promise<RouteAnswer> {
  const answer: RouteAnswer = { status: 0, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  await handler({ query: {}, ...request } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}
