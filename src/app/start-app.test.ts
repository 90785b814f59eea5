import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appControlOf, keepInput } from './start-app.ts'

const listeners: [string, EventListener][] = []

beforeEach(() => {
  // keepInput() listens on the window for good; collect its listeners so each test starts clean.
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener])
    add(type, listener, options)
  })
  document.body.innerHTML = `
    <button type="button" id="add">Add to cart</button>
    <a href="/shop" id="link">Shop</a>
    <div role="tablist"><button type="button" role="tab" id="tab">Description</button></div>
    <form id="subscribe"><input name="email" id="email" /><button id="send">Subscribe</button></form>
  `
  keepInput(window)
})

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener, true)
  vi.restoreAllMocks()
  delete document.documentElement.dataset.hydrated
  delete window.keptInput
})

const byId = (id: string) => document.getElementById(id)!
const submit = (form: HTMLElement, submitter: HTMLElement | null) =>
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }))

describe('appControlOf', () => {
  it('finds the button or widget around the target, not links, fields or submit buttons', () => {
    byId('add').innerHTML = '<svg><path id="icon"></path></svg>'
    expect(appControlOf(byId('icon'))).toBe(byId('add'))
    expect(appControlOf(byId('tab'))).toBe(byId('tab'))
    expect(appControlOf(byId('link'))).toBeNull()
    expect(appControlOf(byId('email'))).toBeNull()
    expect(appControlOf(byId('send'))).toBeNull()
    expect(appControlOf(document.body)).toBeNull()
  })
})

describe('keepInput', () => {
  it('keeps a press once, marks the control busy and hides it from later listeners', () => {
    const later = vi.fn()
    document.addEventListener('click', later)
    byId('add').click()
    byId('add').click()
    expect(window.keptInput).toHaveLength(1)
    expect(window.keptInput![0]).toMatchObject({ target: byId('add'), busy: byId('add') })
    expect(byId('add').getAttribute('aria-busy')).toBe('true')
    expect(later).not.toHaveBeenCalled()
  })

  it('leaves links to the browser', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('link').addEventListener('click', (event) => event.preventDefault())
    byId('link').dispatchEvent(click)
    expect(window.keptInput).toEqual([])
  })

  it('keeps a submission once and never lets the browser send it', () => {
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') })
    byId('subscribe').dispatchEvent(first)
    const second = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') })
    byId('subscribe').dispatchEvent(second)
    expect(first.defaultPrevented && second.defaultPrevented).toBe(true)
    expect(window.keptInput).toHaveLength(1)
    expect(window.keptInput![0]).toMatchObject({ target: byId('subscribe'), busy: byId('send') })
    expect(byId('send').getAttribute('aria-busy')).toBe('true')
  })

  it('marks the form when it was submitted without a button', () => {
    submit(byId('subscribe'), null)
    expect(byId('subscribe').getAttribute('aria-busy')).toBe('true')
  })

  it('keeps keys a control handles, but not keys the browser turns into a click or uses itself', () => {
    const press = (id: string, key: string, init: KeyboardEventInit = {}) =>
      byId(id).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
    press('tab', 'ArrowRight')
    press('tab', 'ArrowRight')
    press('tab', 'Enter')
    press('tab', 'Tab')
    press('tab', 'r', { ctrlKey: true })
    press('email', 'a')
    press('link', 'ArrowDown')
    expect(window.keptInput!.map(({ event }) => (event as KeyboardEvent).key)).toEqual(['ArrowRight', 'ArrowRight'])
    expect(byId('tab').hasAttribute('aria-busy')).toBe(false)
  })

  it('stops keeping once the app has hydrated', () => {
    document.documentElement.dataset.hydrated = 'true'
    const later = vi.fn()
    document.addEventListener('click', later)
    byId('add').click()
    expect(window.keptInput).toEqual([])
    expect(later).toHaveBeenCalledOnce()
  })
})
