import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BuyForm } from './buy-form.tsx'

function renderForm() {
  const onAdd = vi.fn()
  render(<BuyForm onAdd={onAdd} />)
  return {
    onAdd,
    quantity: screen.getByRole('spinbutton', { name: 'Quantity' }),
    decrease: screen.getByRole('button', { name: 'Decrease quantity' }),
    increase: screen.getByRole('button', { name: 'Increase quantity' }),
    add: screen.getByRole('button', { name: 'Add to cart' }),
  }
}

describe('BuyForm', () => {
  it('starts at 1, with − unavailable there, and steps up and down', async () => {
    const { quantity, decrease, increase } = renderForm()
    expect(quantity).toHaveValue(1)
    expect(decrease).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(decrease)
    expect(quantity).toHaveValue(1)
    await userEvent.click(increase)
    expect(quantity).toHaveValue(2)
    expect(decrease).toHaveAttribute('aria-disabled', 'false')
    await userEvent.click(decrease)
    expect(quantity).toHaveValue(1)
  })

  it('hands the typed quantity to onAdd, and NaN for an empty box, for the cart to judge', async () => {
    const { onAdd, quantity, add } = renderForm()
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3')
    await userEvent.click(add)
    expect(onAdd).toHaveBeenLastCalledWith(3)
    await userEvent.clear(quantity)
    await userEvent.click(add)
    expect(onAdd).toHaveBeenLastCalledWith(Number.NaN)
    await userEvent.type(quantity, '1.5')
    await userEvent.click(add)
    expect(onAdd).toHaveBeenLastCalledWith(1.5)
  })
})
