import { afterEach, describe, expect, it } from 'vitest'
import { groupHoldsPath } from './menu-groups.ts'
import { mailtoHref, telHref } from '#lib/contact-links.ts'
import { copyrightText } from './copyright.tsx'
import { focusableIn, trapTab } from '#ui/primitives/focusable.ts'
import { makeOthersInert } from '#ui/primitives/use-modal-panel.ts'

afterEach(() => {
  document.body.replaceChildren()
})

describe('contact links', () => {
  it('dials the digits of a formatted phone number and mails the address', () => {
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030')
    expect(mailtoHref('hello@greenvalley.example')).toBe('mailto:hello@greenvalley.example')
  })
})

describe('copyrightText', () => {
  it('puts the year in place of every {year}', () => {
    expect(copyrightText('© {year} Farm. {year}!', 2031)).toBe('© 2031 Farm. 2031!')
    expect(copyrightText('No year here', 2031)).toBe('No year here')
  })
})

function panelWithButtons() {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="panel">
      <button id="first">first</button>
      <div hidden><button id="hidden">hidden</button></div>
      <a id="last" href="/x">last</a>
    </div>`
  return document.getElementById('panel')!
}

/** Focuses the element with that id and presses Tab (Shift+Tab when `back`) under the panel's trap; returns the key event. */
function tabFrom(id: string, panel: HTMLElement, back = false) {
  document.getElementById(id)!.focus()
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: back, cancelable: true })
  trapTab(event, panel)
  return event
}

describe('focus trap', () => {
  it('lists focusable elements in order and skips hidden ones', () => {
    expect(focusableIn(panelWithButtons()).map((element) => element.id)).toEqual(['first', 'last'])
  })

  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    const panel = panelWithButtons()
    expect(tabFrom('last', panel).defaultPrevented).toBe(true)
    expect(document.activeElement?.id).toBe('first')
    tabFrom('first', panel, true)
    expect(document.activeElement?.id).toBe('last')
  })

  it('leaves Tab alone between elements inside, and pulls focus in from outside', () => {
    const panel = panelWithButtons()
    expect(tabFrom('first', panel).defaultPrevented).toBe(false)
    tabFrom('outside', panel)
    expect(document.activeElement?.id).toBe('first')
  })
})

describe('makeOthersInert', () => {
  it('makes everything outside the kept element inert and undoes exactly that', () => {
    document.body.innerHTML = `
      <div id="root">
        <header id="header"></header>
        <div id="layer"><div id="panel"></div></div>
        <main id="main"></main>
        <section class="Toastify" id="toasts"></section>
      </div>
      <aside id="already"></aside>`
    const already = document.getElementById('already')!
    already.inert = true
    const undo = makeOthersInert(document.getElementById('layer')!)
    const inert = (id: string) => Boolean(document.getElementById(id)!.inert)
    expect(['header', 'main'].map(inert)).toEqual([true, true])
    expect(['layer', 'panel', 'root', 'toasts'].map(inert)).toEqual([false, false, false, false])

    undo()
    expect(['header', 'main'].map(inert)).toEqual([false, false])
    expect(already.inert).toBe(true)
  })
})

describe('groupHoldsPath', () => {
  const shop = {
    children: [
      { label: 'Shop', href: '/shop' },
      { label: 'Product', href: '/shop-single/1' },
    ],
  }
  const home = { children: [{ label: 'Home', href: '/' }] }
  it('marks the group of the page shown, for any record of an entity page', () => {
    expect(groupHoldsPath(shop, '/shop')).toBe(true)
    expect(groupHoldsPath(shop, '/shop-single/999')).toBe(true)
    expect(groupHoldsPath(shop, '/shop-single-thumb/1')).toBe(false)
    expect(groupHoldsPath(home, '/')).toBe(true)
    expect(groupHoldsPath(home, '/cart')).toBe(false)
  })
})
