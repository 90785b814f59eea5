import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FilePicker } from './file-picker.tsx'
import { collectionDraftKey } from './use-draft.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'

const choices = [
  { value: 'products', label: 'Products', name: 'products' },
  { value: 'farmers', label: 'Farmers', name: 'farmers' },
]
const onOpen = vi.fn()

function renderPicker(dirty: boolean) {
  render(
    <FilePicker
      label="Collection"
      choices={choices}
      current="products"
      openFile="data/products.json"
      dirty={dirty}
      draftKey={collectionDraftKey('products')}
      onOpen={onOpen}
    />,
  )
}

beforeEach(() => {
  vi.clearAllMocks()
  localStorage.clear()
  standInModalDialogs()
})

describe('choosing another file', () => {
  it('opens it at once when nothing is unsaved', async () => {
    renderPicker(false)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'farmers')
    expect(onOpen).toHaveBeenCalledWith('farmers')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks first with unsaved changes: staying keeps them, leaving drops them and their browser draft', async () => {
    localStorage.setItem(collectionDraftKey('products'), '{"kept": true}')
    renderPicker(true)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'farmers')
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' })
    expect(dialog).toHaveTextContent('data/products.json has changes that are not saved. Opening farmers drops them.')
    await userEvent.click(screen.getByRole('button', { name: 'Stay on products' }))
    expect(onOpen).not.toHaveBeenCalled()
    expect(localStorage.getItem(collectionDraftKey('products'))).not.toBeNull()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'farmers')
    await userEvent.click(screen.getByRole('button', { name: 'Drop changes and open farmers' }))
    expect(onOpen).toHaveBeenCalledWith('farmers')
    expect(localStorage.getItem(collectionDraftKey('products'))).toBeNull()
  })
})
