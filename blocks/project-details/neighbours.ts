/** The records before and after `id` in `records`, wrapping around at both ends; undefined if `id` is not in the list. */
export function neighboursOf<R extends { id: number }>(records: readonly R[], id: number): { previous: R; next: R } | undefined {
  const index = records.findIndex((record) => record.id === id)
  if (index === -1) return undefined
  const count = records.length
  return { previous: records[(index - 1 + count) % count]!, next: records[(index + 1) % count]! }
}
