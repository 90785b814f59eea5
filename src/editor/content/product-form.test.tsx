import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { collections } from '#data/collections.ts'
import { SELLING_UNITS } from '#lib/selling-units.ts'
import { imagePath, priceText, sitePath } from '#data/schemas.ts'
import type { CollectionSummary, DataSaveRequest } from '#page-model/editor-api-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { CollectionEditorUnderTest, openedDataFile } from '#tests/unit/collection-editor-setup.tsx'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const patternOf = (schema: z.ZodType) => (z.toJSONSchema(schema) as { pattern: string }).pattern
const recordSchema = z.toJSONSchema(collections.products.schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })

const catalogue = editorCatalogue({
  pictures: ['/art/products/mushrooms.webp'],
  pictureFolders: ['products'],
  fieldPatterns: { picture: patternOf(imagePath), link: patternOf(sitePath), money: patternOf(priceText) },
})

const mushrooms = {
  id: 24,
  title: 'Chestnut Mushrooms',
  thumb: '/art/products/mushrooms.webp',
  gallery: ['/art/products/mushrooms.webp'],
  tags: ['Earthy', 'Fresh'],
  price: '$3.50',
  unit: 'per 250 g',
  category: 'vegetables',
  added: '2024-03-28',
  sku: 'GV-VEG-024',
  additionalInfo: [
    { label: 'Weight', value: '250 g in a paper bag' },
    { label: 'Season', value: 'All year' },
  ],
  reviews: [{ author: 'Tom Whitaker', date: '2024-04-12', rating: 5, text: 'Firm, meaty and earthy.' }],
}

const summary: CollectionSummary = {
  name: 'products',
  label: 'Products',
  noun: 'product',
  file: 'data/products.json',
  count: 1,
  titleField: 'title',
  pictureField: 'thumb',
  recordSchema,
  example: {},
  publishDateField: 'publishOn',
}

const file = openedDataFile(summary, [mushrooms])

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.checkCollection).mockResolvedValue({ problems: [] })
  vi.mocked(endpoint.saveCollection).mockImplementation((_name, request) =>
    Promise.resolve({ version: 'v2', text: JSON.stringify({ products: request.records }) }),
  )
})

function renderForm() {
  render(<CollectionEditorUnderTest summary={summary} file={file} catalogue={catalogue} selectedId={24} />)
}

const form = () => screen.getByRole('region', { name: 'The product’s fields' })

const saveButton = () => screen.getByRole('button', { name: 'Save' })
const lastSaved = () => vi.mocked(endpoint.saveCollection).mock.lastCall?.[1] as DataSaveRequest

async function save() {
  // The form checks the whole file after each change: on a busy machine that takes more than waitFor's 1 s.
  await waitFor(() => expect(saveButton()).toBeEnabled(), { timeout: 5_000 })
  await userEvent.click(saveButton())
  return lastSaved().records[0]!
}

// A whole schema-made form (1–2.5 s a test on an idle host): decision 150.
describe("a product's form in Content", { timeout: 20_000 }, () => {
  it("takes every one of the product's own fields as a field, the status and publish date first", () => {
    renderForm()
    expect(within(form()).queryByText(/is not a setting/)).toBeNull()
    expect(within(form()).getAllByRole('combobox')[0]).toBe(within(form()).getByRole('combobox', { name: 'Status' }))
  })

  it('edits the SKU', async () => {
    renderForm()
    const sku = within(form()).getByRole('textbox', { name: 'SKU' })
    expect(sku).toHaveValue('GV-VEG-024')
    await userEvent.clear(sku)
    await userEvent.type(sku, 'GV-VEG-124')
    expect(await save()).toEqual({ ...mushrooms, sku: 'GV-VEG-124' })
  })

  it("chooses the unit from the shop's units, in their plain words", async () => {
    renderForm()
    const unit = within(form()).getByRole('combobox', { name: 'Unit' })
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...SELLING_UNITS])
    expect(within(unit).getByRole('option', { name: 'per 250 g' })).toHaveProperty('selected', true)
    await userEvent.selectOptions(unit, 'per punnet')
    expect(await save()).toEqual({ ...mushrooms, unit: 'per punnet' })
  })

  it('adds, changes and removes information rows', async () => {
    renderForm()
    await userEvent.click(within(form()).getByRole('button', { name: 'Remove Additional info entry 1' }))
    await userEvent.click(within(form()).getByRole('button', { name: /Add additional info entry/ }))
    const row = within(form()).getByRole('group', { name: /^Additional info entry 2/ })
    await userEvent.type(within(row).getByRole('textbox', { name: 'Label' }), 'Storage')
    await userEvent.type(within(row).getByRole('textbox', { name: 'Value' }), 'In the paper bag in the fridge')
    expect(await save()).toEqual({
      ...mushrooms,
      additionalInfo: [
        { label: 'Season', value: 'All year' },
        { label: 'Storage', value: 'In the paper bag in the fridge' },
      ],
    })
  })

  it('adds a review with its stars as a number from 1 to 5, and removes one', async () => {
    renderForm()
    await userEvent.click(within(form()).getByRole('button', { name: /Add review/ }))
    const review = within(form()).getByRole('group', { name: /^Review 2/ })
    await userEvent.type(within(review).getByRole('textbox', { name: 'Author' }), 'Clara Jensen')
    await userEvent.type(within(review).getByLabelText('Date'), '2024-06-30')
    const rating = within(review).getByRole('spinbutton', { name: 'Rating' })
    expect(rating).toHaveAttribute('min', '1')
    expect(rating).toHaveAttribute('max', '5')
    await userEvent.clear(rating)
    await userEvent.type(rating, '4')
    await userEvent.type(within(review).getByRole('textbox', { name: 'Text' }), 'Deep, woody flavour.')
    await userEvent.click(within(form()).getByRole('button', { name: 'Remove Review 1' }))
    expect(await save()).toEqual({
      ...mushrooms,
      reviews: [{ author: 'Clara Jensen', date: '2024-06-30', rating: 4, text: 'Deep, woody flavour.' }],
    })
  })

  it('adds an option with its choices and prices, as the harvest box and the cheddar have', async () => {
    renderForm()
    await userEvent.click(within(form()).getByRole('button', { name: /Add option/ }))
    const option = within(form()).getByRole('group', { name: /^Option 1/ })
    // Pasted rather than typed key by key: the form is large, and this test adds five fields.
    const fill = async (field: HTMLElement, text: string) => {
      await userEvent.click(field)
      await userEvent.paste(text)
    }
    await fill(within(option).getByRole('textbox', { name: 'Name' }), 'Weight')
    for (const [label, price] of [
      ['250 g', '3.50'],
      ['500 g', '6.60'],
    ]) {
      await userEvent.click(within(option).getByRole('button', { name: /Add choice/ }))
      const choices = within(option).getAllByRole('group', { name: /^Choice \d/ })
      const choice = choices.at(-1)!
      await fill(within(choice).getByRole('textbox', { name: 'Label' }), label!)
      await fill(within(choice).getByRole('textbox', { name: 'Price' }), price!)
    }
    expect(await save()).toEqual({
      ...mushrooms,
      options: [
        {
          name: 'Weight',
          choices: [
            { label: '250 g', price: '$3.50' },
            { label: '500 g', price: '$6.60' },
          ],
        },
      ],
    })
  })
})
