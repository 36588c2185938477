import {
  mutationOptions,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { call, type BodyOf, type PathWith } from './shared'

// What mutations share, apart from the query helpers (shared.ts): the home page's first load
// takes queries from several groups but no mutation, and a module comes whole into a bundle.

/** nopCommerce form posts: `{ FormValues: [{ Key, Value }] }` from a plain object. */
export const formValues = (values: Record<string, string | number>) => ({
  FormValues: Object.entries(values).map(([Key, Value]) => ({ Key, Value: String(Value) })),
})

/** Marks every query under the given keys stale, refetching those on screen. */
export const invalidate = (client: QueryClient, ...keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))

/** A mutation's onSuccess that invalidates the given keys. */
export const invalidates =
  (...keys: QueryKey[]) =>
  (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    invalidate(client, ...keys)

/** The POST paths whose body is `{ Data }`. */
export type DataPath = {
  [P in PathWith<'post'>]: BodyOf<P> extends { Data: unknown } ? P : never
}[PathWith<'post'>]
/** What a `{ Data }` POST sends in Data. */
export type DataFor<P extends DataPath> = BodyOf<P> extends { Data: infer D } ? D : never

type OnSuccess<V> = (
  data: unknown,
  variables: V,
  result: unknown,
  context: MutationFunctionContext,
) => unknown

/** Mutation options of a POST whose `Data` is the mutation's variables. */
export const dataMutation = <P extends DataPath>(
  mutationKey: QueryKey,
  path: P,
  onSuccess?: OnSuccess<DataFor<P>>,
) =>
  mutationOptions({
    mutationKey,
    mutationFn: (Data: DataFor<P>, { client }) =>
      call(client, 'POST', path, { body: { Data } as BodyOf<P> }),
    onSuccess,
  })
