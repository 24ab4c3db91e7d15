// A react-hook-form resolver for a zod schema that loads zod, the resolver and the schema on first
// use instead of with the page: they are about a third of a form page's JavaScript and nothing in
// the first paint needs them (docs/decisions/0072-form-validation-on-demand.md). Forms call
// `preload` when a field first gets focus, so the first check normally finds them loaded.
import { useEffect, useState } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

/** What a schema module hands over: any zod 4 schema from the form's input to its output. */
type Schema<Input, Output> = { _zod: { input: Input; output: Output } }

/**
 * `preload` starts loading; `settled` resolves once a load has first finished, loaded or not (then
 * the resolver answers at once: with the schema, or letting the form submit).
 */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void; settled: Promise<void> }

export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<Schema<Input, Output>>): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null
  let markSettled: () => void = () => {}
  const settled = new Promise<void>((resolve) => (markSettled = resolve))
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => {
        markSettled()
        return zodResolver(schema) as unknown as Resolver<Input, unknown, Output>
      },
      (error: unknown) => {
        markSettled()
        loading = null
        throw error
      },
    ))
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await load()
    } catch {
      // The validation code could not be fetched (offline, a deploy replaced the files): the
      // server validates every submission with the same schema and its field errors land on the
      // same fields, so the form submits rather than stalls. The next check tries to load again.
      return { values: values as unknown as Output, errors: {} }
    }
    return resolve(values, context, options)
  }
  // A failed preload is not an error to show: the first check loads again (see above).
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined), settled })
}

/** `lazyZodResolver` made once for the form's lifetime (react-hook-form reads the resolver each render). */
export function useLazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<Schema<Input, Output>>): LazyResolver<Input, Output> {
  const [resolver] = useState(() => lazyZodResolver(loadSchema))
  return resolver
}

/**
 * Whether the resolver's first load has finished. A form that shows its validity before any check
 * (a button disabled while the form is invalid) reads it only from then on: reading react-hook-form's
 * `isValid` runs the resolver at once, which would fetch the validation code with the page rather
 * than on the first focus.
 */
export function useResolverSettled(resolver: { settled: Promise<void> }): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let mounted = true
    void resolver.settled.then(() => mounted && setSettled(true))
    return () => {
      mounted = false
    }
  }, [resolver])
  return settled
}
