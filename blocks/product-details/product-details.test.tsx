import { act, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { collections } from '#data/collections.ts'
import { SAMPLE_PRODUCT_REVIEWS, type Product } from '#data/collections/products.ts'
import { RECENTLY_VIEWED_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '#cart/wishlist-store.ts'
import { unitWords } from '#lib/selling-units.ts'
import { notify } from '#lib/toasts.tsx'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import ProductDetails from './product-details.tsx'
import { productDetailsProps } from './schema.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop, renderShopPreview } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

afterEach(forgetTestState)

const pears: Product = sampleProduct({
  id: 11,
  title: 'Honey Pears',
  tags: ['Orchard', 'Sweet'],
  price: '$4.20',
  unit: 'per lb',
})

const shared = productDetailsProps.parse({ gallery: 'lightbox' })

/** Renders the product's page; `editing(entry)` shows it as the page editor's preview does while that list entry is edited. */
const renderProduct = (product: Product) => renderShopPreview(<ProductDetails {...shared} />, { product })

describe('product-details', () => {
  // Eight presses through the whole page (about 1.5 s on an idle host): decision 150's allowance for a busy one.
  it(
    'offers the harvest box in sizes and deliveries as radio buttons: the price follows the size, and each choice is a line of its own',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup()
      renderProduct((collections.products.records as Product[]).find((product) => product.title === 'Harvest Box')!)
      const size = screen.getByRole('group', { name: 'Size' })
      const delivery = screen.getByRole('group', { name: 'Delivery' })
      const price = () => document.querySelector('.product-details__price')!.textContent
      expect(within(size).getByRole('radio', { name: 'Small $28.00' })).toBeChecked()
      expect(within(delivery).getByRole('radio', { name: 'Weekly' })).toBeChecked()
      expect(price()).toMatch(/^\$28\.00/)

      // The keyboard moves between the choices of a group, as radio buttons do.
      await user.click(within(size).getByRole('radio', { name: 'Small $28.00' }))
      await user.keyboard('{ArrowRight}')
      expect(within(size).getByRole('radio', { name: 'Large $42.00' })).toBeChecked()
      expect(price()).toMatch(/^\$42\.00/)
      await user.click(screen.getByRole('button', { name: 'Add to cart' }))
      await user.click(within(delivery).getByRole('radio', { name: 'Fortnightly' }))
      await user.click(screen.getByRole('button', { name: 'Add to cart' }))
      // The same size and delivery again is the specification's duplicate.
      await user.click(screen.getByRole('button', { name: 'Add to cart' }))
      expect(vi.mocked(notify.success).mock.calls).toEqual([['Product added successfully'], ['Product added successfully']])
      expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Product already in cart')
      expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([
        { id: 32, options: { Size: 'Large', Delivery: 'Weekly' }, priceCents: 4200, quantity: 1 },
        { id: 32, options: { Size: 'Large', Delivery: 'Fortnightly' }, priceCents: 4200, quantity: 1 },
      ])
    },
  )

  it('a size chosen before the page’s code ran stays chosen when it runs, and the price follows it', async () => {
    const box = (collections.products.records as Product[]).find((product) => product.title === 'Harvest Box')!
    const page = inShop(<ProductDetails {...shared} />, { product: box })
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page)
    container.querySelector<HTMLInputElement>('input[value="Large"]')!.checked = true
    const root = await act(async () => hydrateRoot(container, page))
    expect(within(container).getByRole('radio', { name: 'Large $42.00' })).toBeChecked()
    expect(container.querySelector('.product-details__price')).toHaveTextContent(/^\$42\.00/)
    act(() => root.unmount())
    container.remove()
  })

  it('a product without options shows none', () => {
    renderProduct(pears)
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it("shows the product's own description beside the price and its own details in the Description tab", async () => {
    renderProduct({
      ...pears,
      description: 'Buttery pears, ripened in our store room.',
      details: ['Picked firm in September.', 'Ready when the neck gives a little.'],
    })
    expect(screen.getByText('Buttery pears, ripened in our store room.')).toBeVisible()
    expect(screen.queryByText(shared.summary)).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    const tab = screen.getByRole('tabpanel').textContent
    expect(tab).toContain('Picked firm in September.')
    expect(tab).toContain('Ready when the neck gives a little.')
    expect(tab).not.toContain(shared.description[0])
  })

  it('shows the shared texts for a product without its own', async () => {
    renderProduct(pears)
    expect(screen.getByText(shared.summary)).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(screen.getByRole('tabpanel').textContent).toContain(shared.description[0])
  })

  it("shows the product's own categories and delivery note, and the shared ones for a product without", () => {
    renderProduct({ ...pears, categories: ['Fruit', 'Orchard'], deliveryNote: 'Comes with the next round' })
    expect(screen.getByText('Fruit, Orchard')).toBeVisible()
    expect(screen.getByText('Comes with the next round')).toBeVisible()
    expect(screen.queryByText(shared.categories.join(', '))).toBeNull()
    expect(screen.queryByText(shared.deliveryNote)).toBeNull()
  })

  it("says a weighed product's final weight may vary, and gives a dairy product's ingredients, allergens and storage", () => {
    renderProduct({
      ...pears,
      unit: 'per 500 ml',
      category: 'dairy',
      ingredients: 'Jersey cream, raw cane sugar',
      allergens: 'Milk, egg',
      storage: 'Keep frozen',
    })
    expect(screen.queryByText('Priced per lb; final weight may vary')).toBeNull()
    const said = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(said('Ingredients')).toBe('Jersey cream, raw cane sugar')
    expect(said('Allergens')).toBe('Milk, egg')
    expect(said('Storage')).toBe('Keep frozen')
  })

  it('a product priced per lb says its final weight may vary', () => {
    renderProduct(pears)
    expect(screen.getByText('Priced per lb; final weight may vary')).toBeVisible()
  })

  it('in the page editor, shows the tab whose paragraph or row is being edited', async () => {
    const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent
    const { editing } = renderProduct(pears)
    expect(selectedTab()).toBe('Description')
    editing({ setting: 'additionalInfo', index: 0 })
    expect(selectedTab()).toBe('Additional Information')
    expect(screen.getByRole('tabpanel').textContent).toContain('Dimensions')
    // Other lists (features, categories) show outside the tabs: the tab stays.
    editing({ setting: 'features', index: 0 })
    expect(selectedTab()).toBe('Additional Information')
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(selectedTab()).toBe('Description')
    editing({ setting: 'description', index: 1 })
    expect(selectedTab()).toBe('Description')
  })

  it('the heart saves the product to the wishlist and removes it again, saying so each time', async () => {
    renderProduct(pears)
    const heart = screen.getByRole('button', { name: 'Add Honey Pears to wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(heart).toHaveTextContent(/^Add Honey Pears to wishlist$/)

    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(heart).toHaveAccessibleName('Remove Honey Pears from wishlist')
    expect(notify.success).toHaveBeenCalledWith('Honey Pears added to your wishlist')
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[11]')

    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(heart).toHaveAccessibleName('Add Honey Pears to wishlist')
    expect(notify.error).toHaveBeenCalledWith('Honey Pears removed from your wishlist')
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[]')
  })

  it('offers no Compare: every control on the product page does something', () => {
    renderProduct(pears)
    expect(screen.queryByRole('button', { name: /compare/i })).toBeNull()
  })

  it("records the product first in the visitor's recently viewed products", () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[1,2]')
    renderProduct(pears)
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBe('[11,1,2]')
  })

  it("shows the product's own SKU, unit, information rows and reviews, counted alike in the header and the tab", async () => {
    renderProduct({
      ...pears,
      sku: 'GV-FRU-011',
      additionalInfo: [
        { label: 'Weight', value: 'About two pears to the pound' },
        { label: 'Season', value: 'September to April' },
      ],
      customerReviews: [
        { author: 'Ruth Sanders', date: '2025-04-18', rating: 5, text: 'Melting and sweet.' },
        { author: 'Sam Ortega', date: '2025-05-02', rating: 4, text: 'They ripen quickly once they start.' },
        { author: 'Ben Hollis', date: '2025-05-09', rating: 3, text: 'Gritty near the core.' },
      ],
      reviews: 3,
      ratings: 4,
    })
    expect(screen.getByText('GV-FRU-011')).toBeVisible()
    expect(screen.queryByText(shared.sku)).toBeNull()
    // Seen as "$4.20 / lb", heard as "$4.20 per pound".
    const price = screen.getByText('$4.20')
    expect(price).toHaveTextContent('$4.20 / lbper pound')
    expect(within(price).getByText('/ lb')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('(3 customer reviews)')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()

    await userEvent.click(screen.getByRole('tab', { name: 'Additional Information' }))
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['WeightAbout two pears to the pound', 'SeasonSeptember to April'])

    await userEvent.click(screen.getByRole('tab', { name: 'Review (3)' }))
    const reviews = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(reviews).toHaveLength(3)
    expect(reviews[0]).toHaveTextContent('Ruth Sanders18 Apr 2025')
    expect(reviews[0]).toHaveTextContent('Melting and sweet.')
    expect(within(reviews[2]!).getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible()
    expect(screen.getByRole('heading', { name: '3 reviews for Honey Pears' })).toBeVisible()
  })

  it('shows the shared SKU and rows, and the two sample reviews, for a product without its own', async () => {
    renderProduct(pears)
    expect(screen.getByText(shared.sku)).toBeVisible()
    expect(screen.getByText('(2 customer reviews)')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Additional Information' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dimensions24 × 18 × 10 cm')
    await userEvent.click(screen.getByRole('tab', { name: 'Review (2)' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent(SAMPLE_PRODUCT_REVIEWS[0]!.text)
  })

  it('says "1 customer review" for a product with one', () => {
    const [first] = SAMPLE_PRODUCT_REVIEWS
    renderProduct({ ...pears, customerReviews: [first!], reviews: 1, ratings: first!.rating })
    expect(screen.getByText('(1 customer review)')).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Review (1)' })).toBeVisible()
  })

  // Every product of the shop, as the build resolves it from data/products.json.
  const shopProducts = collections.products.records as Product[]

  it('the shop has every one of its 32 products to check', () => {
    expect(shopProducts).toHaveLength(32)
  })

  it.each(shopProducts.map((product) => [product.title, product] as const))(
    '%s: its page counts the reviews its Review tab shows, and shows its own SKU and unit',
    async (_title, product) => {
      renderProduct(product)
      const own = product.customerReviews
      expect(own).not.toBe(SAMPLE_PRODUCT_REVIEWS)
      expect(screen.getByText(`(${own.length} customer ${own.length === 1 ? 'review' : 'reviews'})`)).toBeVisible()
      expect(screen.getByText(product.sku!)).toBeVisible()
      const { shown, spoken } = unitWords(product.unit)
      expect(screen.getByText(product.price, { selector: '.product-details__price' })).toHaveTextContent(
        `${product.price} ${shown}${spoken}`,
      )
      await userEvent.click(screen.getByRole('tab', { name: `Review (${own.length})` }))
      expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(own.length)
    },
  )
})
