/**
 * Carries out what the visitor did before the app ran (kept by the page's inline script,
 * start-app.ts; decision 008): each press, key or submission once, in the order it happened, as soon
 * as the block it targets has hydrated, after any text typed into that block's fields. The event is
 * dispatched again on the same element, so whatever handles it (any block, the frame) needs nothing of
 * its own to take part.
 */
import { hydrateBlockOf } from './hydrate-when-near.tsx'
import type { KeptInput } from './start-app.ts'

/** A copy of a kept event: same type and details (key, pointer position, submitter …). */
function copyOf(event: Event): Event {
  const EventType = event.constructor as typeof Event
  // An event has every field its constructor's options take, so it serves as those options.
  return new EventType(event.type, event as EventInit)
}

/** Fields whose text the visitor may have changed before the app ran. */
const TEXT_FIELDS =
  'textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"], [type="submit"], [type="reset"], [type="button"], [type="image"])'

/**
 * Tells the app about text the visitor typed into a field before it ran: React keeps a field's
 * value in its own state and hydration leaves the typed text on screen, so a form would otherwise send
 * what was prerendered (a quantity of 1 where the visitor sees 3). Each changed field gets the input
 * event typing gives, after the value React last saw: the field's default.
 */
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value
  // React watches the element's own value property (so it sees the default), not the prototype's.
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function carryOut({ event, target, busy }: KeptInput) {
  busy?.removeAttribute('aria-busy')
  if (target.isConnected) target.dispatchEvent(copyOf(event))
}

/**
 * Takes the kept input (once: later calls find none) and carries it out, after the typed text of the same
 * block. Input for one block waits for that block, in order; blocks do not wait for each other. Each
 * step starts in a new microtask, after React has applied what the previous one changed (a quantity
 * step before the submit that reads it).
 */
export function replayKeptInput(win: Window = window): Promise<void> {
  const kept = win.keptInput?.splice(0) ?? []
  const queues = new Map<Element | null, Promise<void>>()
  const queue = (element: Element, step: () => void) => {
    const block = element.closest('.block')
    const previous = queues.get(block) ?? Promise.resolve()
    queues.set(block, previous.then(() => hydrateBlockOf(element)).then(step))
  }
  for (const field of win.document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) queue(field, () => announceTypedText(field))
  }
  for (const input of kept) queue(input.target, () => carryOut(input))
  return Promise.all(queues.values()).then(() => undefined)
}
