/**
 * Carries out what the visitor did before the app ran (kept by the page's inline script,
 * start-app.ts; decision 008): each press, key or submission once, in the order it happened, as soon
 * as the block it targets has hydrated, after any text typed or choice made in that block's fields. The event is
 * dispatched again on the same element, so whatever handles it (any block, the frame) needs nothing of
 * its own to take part.
 */
import { announceChange, carryOut, changedFields } from './carry-out-input.ts'
import { hydratePartOf } from './hydrate-on-use.tsx'
import { hydrateBlockOf } from './hydrate-when-near.tsx'

/**
 * Takes the kept input (once: later calls find none) and carries it out, after the typed text of the same
 * block. Input for one block waits for that block, in order; blocks do not wait for each other. Each
 * step starts in a new microtask, after React has applied what the previous one changed (a quantity
 * step before the submit that reads it).
 */
export function carryOutKeptInput(win: Window = window): Promise<void> {
  const kept = win.keptInput?.splice(0) ?? []
  const queues = new Map<Element | null, Promise<void>>()
  const queue = (element: Element, step: () => void) => {
    const block = element.closest('.block')
    const previous = queues.get(block) ?? Promise.resolve()
    // A frame part that hydrates on use (decision 230) is woken like a block.
    const hydrated = () => hydratePartOf(element) ?? hydrateBlockOf(element)
    queues.set(block, previous.then(hydrated).then(step))
  }
  for (const field of changedFields(win.document)) queue(field, () => announceChange(field))
  for (const input of kept) queue(input.target, () => carryOut(input))
  return Promise.all(queues.values()).then(() => undefined)
}
