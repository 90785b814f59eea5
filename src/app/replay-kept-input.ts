/**
 * Carries out what the visitor did before the app ran (kept by the page's inline script,
 * start-app.ts; decision 008): each press, key or submission once, in the order it happened, as soon
 * as the block it targets has hydrated. The event is dispatched again on the same element, so
 * whatever handles it (any block, the frame) needs nothing of its own to take part.
 */
import { hydrateBlockOf } from './hydrate-when-near.tsx'
import type { KeptInput } from './start-app.ts'

/** A copy of a kept event: same type and details (key, pointer position, submitter …). */
function copyOf(event: Event): Event {
  const EventType = event.constructor as typeof Event
  // An event has every field its constructor's options take, so it serves as those options.
  return new EventType(event.type, event as EventInit)
}

function carryOut({ event, target, busy }: KeptInput) {
  busy?.removeAttribute('aria-busy')
  if (target.isConnected) target.dispatchEvent(copyOf(event))
}

/**
 * Takes the kept input (once: later calls find none) and carries it out. Input for one block waits for
 * that block, in order; blocks do not wait for each other. Each step starts in a new microtask, after
 * React has applied what the previous one changed (a quantity step before the submit that reads it).
 */
export function replayKeptInput(win: Window = window): Promise<void> {
  const kept = win.keptInput?.splice(0) ?? []
  const queues = new Map<Element | null, Promise<void>>()
  for (const input of kept) {
    const block = input.target.closest('.block')
    const previous = queues.get(block) ?? Promise.resolve()
    queues.set(
      block,
      previous.then(() => hydrateBlockOf(input.target)).then(() => carryOut(input)),
    )
  }
  return Promise.all(queues.values()).then(() => undefined)
}
