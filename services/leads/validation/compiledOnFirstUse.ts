import Ajv, { type AnySchema, type Options, type ValidateFunction } from 'ajv'

/**
 * An Ajv validator compiled when a request first needs it, not when its module is imported: compiling the
 * request schemas of the lead intake, the offer claims and the checkout at import took about 0.15 s of every
 * server start (issue 27), and a server that is never sent one of those requests never compiles it.
 */
export function compiledOnFirstUse<T = unknown>(schema: AnySchema, options: Options): () => ValidateFunction<T> {
  let validate: ValidateFunction<T> | undefined
  return () => (validate ??= new Ajv(options).compile<T>(schema))
}
