import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BlockChoice } from '#page-model/editor-api-types.ts'
import { AddBlockDialog } from './add-block-dialog.tsx'

const block = (type: string, description: string, entity: string[] = []): BlockChoice => ({
  type,
  description,
  example: {},
  entity,
})
const blocks = [
  block('faq', 'Questions and answers as an accordion'),
  block('timeline', 'History of the farm: dated milestones'),
  block('product-details', 'The product of the page', ['products']),
  block('related-products', 'Products related to the page’s product', ['products']),
  block('blog-post', 'The post of the page', ['blog-posts']),
]
const entityPages = { products: ['shop-single.json', 'shop-single-thumb.json'], 'blog-posts': ['blog-single.json'] }

function renderDialog(pageEntity?: string) {
  const onAdd = vi.fn()
  render(
    <AddBlockDialog
      open
      blocks={blocks}
      placement="at the end of the page"
      pageEntity={pageEntity}
      entityPages={entityPages}
      onAdd={onAdd}
      onClose={() => {}}
    />,
  )
  return { dialog: screen.getByRole('dialog', { name: 'Add a block' }), onAdd }
}

describe('AddBlockDialog', () => {
  beforeAll(() => {
    // jsdom has <dialog> without its modal methods.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true
    }
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false
    }
  })

  it('names each block plainly first, its code name second, and finds it by either', async () => {
    const { dialog, onAdd } = renderDialog()
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a block' }), 'frequently')
    const choices = within(dialog).getAllByRole('button', { name: /faq|timeline/i })
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Frequently asked questions faqQuestions and answers as an accordion',
    ])
    await userEvent.click(choices[0]!)
    expect(onAdd).toHaveBeenCalledWith('faq')
  })

  it('says which blocks that show one record are left out, and which page files they go on', () => {
    const { dialog } = renderDialog()
    expect(within(dialog).queryByRole('button', { name: /Product details/ })).toBeNull()
    const note = within(dialog).getByText('Blocks that show one record are not offered on this page:').parentElement!
    expect(note).toHaveTextContent(
      'Product details, Related products need a page bound to products: open shop-single.json or shop-single-thumb.json.',
    )
    expect(note).toHaveTextContent('Blog post needs a page bound to blog-posts: open blog-single.json.')
    expect(within(note).getByRole('link', { name: 'shop-single.json' })).toHaveAttribute('href', '/__edit?page=shop-single')
  })

  it('offers the blocks of the page’s own record on a page bound to it', () => {
    const { dialog } = renderDialog('products')
    expect(within(dialog).getByRole('button', { name: /^Product details product-details/ })).toBeVisible()
    const note = within(dialog).getByText('Blocks that show one record are not offered on this page:').parentElement!
    expect(note).not.toHaveTextContent('Product details')
    expect(note).toHaveTextContent('Blog post needs a page bound to blog-posts')
  })
})
