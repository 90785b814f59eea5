/**
 * Promises for React's use(). use() suspends on a promise it has not seen settle, even one that already has; one
 * marked settled here is read at once, so hydration and a page visited before never suspend. Keep one such promise
 * per thing loaded and pass use() that same promise every time: React pairs each use() in a render with the one at
 * the same place in the render it resumes, and hands it that one's value.
 */
export type SettledPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/** `promise`, marking itself settled (as React reads it) once it resolves. */
export function settledWhenDone<T>(promise: Promise<T>): SettledPromise<T> {
  const settled: SettledPromise<T> = promise.then((value) => {
    settled.status = 'fulfilled'
    settled.value = value
    return value
  })
  return settled
}
