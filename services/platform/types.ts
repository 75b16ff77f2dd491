/**
 * Short names for the platform's request and response types, read from the generated
 * {@link paths} of services/platform/openapi.ts (never copy a platform type by hand):
 *
 *   type Player = ApiResponse<'/player', 'get'>;
 *   type Login = ApiRequestBody<'/login', 'post'>;
 *   type SearchQuery = ApiQuery<'/search', 'get'>;
 *   type Game = ApiResponse<'/cms/games/{id}', 'get'>;   // CMS paths keep their /cms prefix
 *
 * The clients (services/playerClient.ts, services/cmsClient.ts) take a path of {@link paths} and
 * type the call's query or body and its answer from it, so a call never names its own types.
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

/** A call's query (GET) or body (POST) argument: absent when the operation has none, optional when every field is. */
type InputArg<Input> = [Input] extends [never] ? undefined : Partial<Input> extends Input ? Input | undefined : Input;

/**
 * The arguments of a typed call after its path: the query (GET) or body (POST), then the options.
 * A templated path ('/game/real/{id}') needs its values in the options' `path` ({ id: 7 }).
 */
export type ApiCallArgs<Input, PathValues, Options> = [PathValues] extends [never]
  ? undefined extends InputArg<Input>
    ? [input?: InputArg<Input>, options?: Options]
    : [input: InputArg<Input>, options?: Options]
  : [input: InputArg<Input>, options: Options & { path: PathValues }];
