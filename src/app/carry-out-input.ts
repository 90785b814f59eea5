/**
 * Carrying out input the visitor gave before the part of the page it targets had hydrated: by the app
 * when it starts (replay-kept-input.ts), and by frame parts that hydrate on use (hydrate-on-use.tsx).
 */
import type { KeptInput } from './start-app.ts'

/** A copy of a kept event: same type and details (key, pointer position, submitter …). */
function copyOf(event: Event): Event {
  const EventType = event.constructor as typeof Event
  // An event has every field its constructor's options take, so it serves as those options.
  return new EventType(event.type, event as EventInit)
}

/** Fields whose text the visitor may have changed before the app ran. */
export const TEXT_FIELDS =
  'textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"], [type="submit"], [type="reset"], [type="button"], [type="image"])'

/**
 * Tells the app about text the visitor typed into a field before it ran: React keeps a field's
 * value in its own state and hydration leaves the typed text on screen, so a form would otherwise send
 * what was prerendered (a quantity of 1 where the visitor sees 3). Each changed field gets the input
 * event typing gives, after the value React last saw: the field's default.
 */
export function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value
  // React watches the element's own value property (so it sees the default), not the prototype's.
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

export function carryOut({ event, target, busy }: KeptInput) {
  busy?.removeAttribute('aria-busy')
  if (target.isConnected) target.dispatchEvent(copyOf(event))
}
