import { act, render, screen } from '@testing-library/react'
import { useState, type FormEvent } from 'react'
import { expect, it, vi } from 'vitest'
import { announceChangedFields } from './carry-out-input.ts'
import { carryOutKeptInput } from './carry-out-kept-input.ts'
import type { KeptInput } from './start-app.ts'

/** A quantity stepper and a form whose submit reads the quantity, like the product page. */
function Buy({ onBuy }: { onBuy: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1)
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onBuy(quantity)
  }
  return (
    <form aria-label="Buy" onSubmit={submit} onKeyDown={(event) => setNote(`pressed ${event.key}`)}>
      <button type="button" onClick={() => setQuantity((count) => count + 1)}>
        Increase quantity
      </button>
      <button type="submit">Add to cart</button>
      <output>{note}</output>
    </form>
  )
}

it('carries out each kept event once, in order, after React applied the previous one', async () => {
  // React's own scheduling, as in the browser (act() would flush each update itself).
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
  scope.IS_REACT_ACT_ENVIRONMENT = false
  const onBuy = vi.fn()
  render(<Buy onBuy={onBuy} />)
  const increase = screen.getByRole('button', { name: 'Increase quantity' })
  const add = screen.getByRole('button', { name: 'Add to cart' })
  const form = screen.getByRole('form', { name: 'Buy' })
  increase.setAttribute('aria-busy', 'true')
  add.setAttribute('aria-busy', 'true')
  window.keptInput = [
    { event: new MouseEvent('click', { bubbles: true, cancelable: true }), target: increase, busy: increase },
    { event: new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }), target: increase, busy: null },
    { event: new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: add }), target: form, busy: add },
  ] satisfies KeptInput[]

  await carryOutKeptInput(window)
  await new Promise((resolve) => setTimeout(resolve))
  scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment

  expect(onBuy).toHaveBeenCalledExactlyOnceWith(2)
  expect(screen.getByText('pressed ArrowUp')).toBeDefined()
  expect(increase.hasAttribute('aria-busy') || add.hasAttribute('aria-busy')).toBe(false)

  // Taken once: a second call finds nothing left.
  await carryOutKeptInput(window)
  expect(onBuy).toHaveBeenCalledOnce()
})

it('drops input for an element that is gone, clearing its mark', async () => {
  const button = document.createElement('button')
  button.setAttribute('aria-busy', 'true')
  const onClick = vi.fn()
  button.addEventListener('click', onClick)
  window.keptInput = [{ event: new MouseEvent('click'), target: button, busy: button }]
  await carryOutKeptInput(window)
  expect(onClick).not.toHaveBeenCalled()
  expect(button.hasAttribute('aria-busy')).toBe(false)
})

/** A controlled quantity field, as on the product page. */
function Quantity({ onBuy }: { onBuy: (quantity: string) => void }) {
  const [quantity, setQuantity] = useState('1')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onBuy(quantity)
  }
  return (
    <form aria-label="Buy" onSubmit={submit}>
      <label>
        Quantity
        <input type="number" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </label>
      <button type="submit">Add to cart</button>
    </form>
  )
}

it('tells the app about text typed before it ran, before carrying out the submission', async () => {
  const onBuy = vi.fn()
  render(<Quantity onBuy={onBuy} />)
  const field = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement
  // Typed before hydration: the text is on screen, React's state still says 1.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '3')
  const form = screen.getByRole('form', { name: 'Buy' })
  window.keptInput = [{ event: new SubmitEvent('submit', { bubbles: true, cancelable: true }), target: form, busy: null }]

  await act(() => carryOutKeptInput(window))

  expect(onBuy).toHaveBeenCalledExactlyOnceWith('3')
  expect(field.value).toBe('3')
})

/** A sort list like the shop's: the app hears the choice through onChange only. */
function Sort({ onSort }: { onSort: (order: string) => void }) {
  const [order, setOrder] = useState('latest')
  return (
    <select
      aria-label="Sort products"
      value={order}
      onChange={(event) => {
        setOrder(event.target.value)
        onSort(event.target.value)
      }}
    >
      <option value="latest">Latest</option>
      <option value="price-asc">Price: low to high</option>
    </select>
  )
}

it('tells the app once about a choice made in a list before it ran, even if its block announced it first', async () => {
  const onSort = vi.fn()
  render(<Sort onSort={onSort} />)
  const list = screen.getByRole('combobox', { name: 'Sort products' }) as HTMLSelectElement
  // Chosen before hydration, which put the prerendered choice back: React's state still says "latest".
  window.keptChoices = new WeakMap([[list, 'price-asc']])
  window.keptInput = []

  act(() => announceChangedFields(document))
  await act(() => carryOutKeptInput(window))

  expect(onSort).toHaveBeenCalledExactlyOnceWith('price-asc')
  expect(list.value).toBe('price-asc')
})

it('leaves a list with no kept choice alone', async () => {
  const onSort = vi.fn()
  render(<Sort onSort={onSort} />)
  window.keptChoices = new WeakMap()
  window.keptInput = []
  await act(() => carryOutKeptInput(window))
  expect(onSort).not.toHaveBeenCalled()
})
