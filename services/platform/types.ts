/**
 * Short names for the platform's request and response types, read from the generated
 * {@link paths} of services/platform/openapi.ts (never copy a platform type by hand):
 *
 *   type Player = ApiResponse<'/player', 'get'>;
 *   type Login = ApiRequestBody<'/login', 'post'>;
 *   type SearchQuery = ApiQuery<'/search', 'get'>;
 *   type Game = ApiResponse<'/cms/games/{id}', 'get'>;   // CMS paths keep their /cms prefix
 */
import type { paths } from './openapi';

export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer `Method`. */
export type ApiPathOf<Method extends ApiMethod> = {
  [P in ApiPath]: paths[P][Method] extends { responses: unknown } ? P : never;
}[ApiPath];

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an answer with the given status (default: the 200 answer). */
export type ApiResponse<P extends ApiPathOf<M>, M extends ApiMethod, Status extends string | number = 200> =
  Operation<P, M> extends { responses: infer R } ? (Status extends keyof R ? JsonOf<R[Status]> : never) : never;

/** The failure body the platform answers with a 4xx or 5xx status. */
export type ApiFailureBody<P extends ApiPathOf<M>, M extends ApiMethod> = ApiResponse<P, M, '4XX'>;

/** The JSON request body of a call (the platform reads the same fields from form data). */
export type ApiRequestBody<P extends ApiPathOf<M>, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** The query parameters of a call. */
export type ApiQuery<P extends ApiPathOf<M>, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters of a call, e.g. `{ id: number }` for '/game/real/{id}'. */
export type ApiPathParams<P extends ApiPathOf<M>, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;
