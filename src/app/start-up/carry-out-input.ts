/**
 * Carrying out input the visitor gave before the part of the page it targets had hydrated: by the app
 * when it starts (carry-out-kept-input.ts), and by frame parts that hydrate on use (hydrate-on-use.tsx).
 */
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

type ChangedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * The fields inside `container` the visitor changed before the view they belong to ran: typed text, and a
 * choice made in a list (kept by the page's inline script: hydration puts the prerendered one back on
 * screen). Radios need nothing: the only ones (a review's stars) are read from the form when it is sent.
 */
export function changedFields(container: ParentNode): ChangedField[] {
  const typed = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].filter(
    (field) => field.value !== field.defaultValue,
  )
  const chosen = [...container.querySelectorAll('select')].filter((list) => window.keptChoices?.has(list))
  return [...typed, ...chosen]
}

/**
 * Tells the app about a changed field: typed text as above; a kept choice is put back and announced with
 * the change event choosing gives, once (the app and the block's hydration may both find it; a second
 * event would navigate twice).
 */
export function announceChange(field: ChangedField) {
  if (!(field instanceof HTMLSelectElement)) return announceTypedText(field)
  const choice = window.keptChoices?.get(field)
  if (choice === undefined) return
  field.value = choice
  field.dispatchEvent(new Event('change', { bubbles: true }))
  // After the event, which the inline script keeps like any choice.
  window.keptChoices?.delete(field)
}

export function announceChangedFields(container: ParentNode) {
  for (const field of changedFields(container)) announceChange(field)
}

export function carryOut({ event, target, busy }: KeptInput) {
  busy?.removeAttribute('aria-busy')
  if (target.isConnected) target.dispatchEvent(copyOf(event))
}
