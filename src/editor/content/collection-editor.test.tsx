import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CollectionSummary, DataSaveRequest, PageFileSummary } from '#page-model/editor-api-types.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import type { ToPreview } from '#editor/shared/preview-protocol.ts'
import { collectionDraftKey } from '#editor/shared/use-draft.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'
import { CollectionEditorUnderTest, openedDataFile } from '#tests/unit/collection-editor-setup.tsx'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { editorProblem } from '#tests/unit/editor-problem.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const PICTURE = '^/art/.+\\.webp$'
const MONEY = '^\\$\\d+\\.\\d{2}$'

const catalogue = editorCatalogue({
  pictures: ['/art/products/blueberries.webp'],
  pictureFolders: ['products'],
  fieldPatterns: { picture: PICTURE, link: '^/.*$', money: MONEY },
})

const products: CollectionSummary = {
  name: 'products',
  label: 'Products',
  noun: 'product',
  file: 'data/products.json',
  count: 3,
  titleField: 'title',
  pictureField: 'thumb',
  recordSchema: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0 },
      title: { type: 'string', minLength: 1, description: 'Name of the product' },
      thumb: { type: 'string', pattern: PICTURE },
      price: { type: 'string', pattern: MONEY, description: 'Price as shown' },
      oldPrice: { type: 'string', pattern: MONEY },
      status: { type: 'string', enum: ['published', 'draft'] },
      publishOn: { type: 'string', format: 'date' },
    },
    required: ['id', 'title', 'thumb', 'price'],
  },
  example: { title: 'New product', thumb: '/art/products/blueberries.webp', price: '$1.00' },
  publishDateField: 'publishOn',
}

const records = [
  { id: 1, title: 'Wild Blueberries', thumb: '/art/products/blueberries.webp', price: '$6.50' },
  { id: 2, title: 'Crème Fraîche', thumb: '/art/products/creme.webp', price: '$4.20' },
  { id: 3, title: 'Garden Strawberries', thumb: '/art/products/strawberries.webp', price: '$5.20', oldPrice: '$6.50' },
]

const pages: PageFileSummary[] = [
  {
    name: 'shop-single.json',
    path: '/shop-single/:id',
    title: '{title} | Shop',
    entity: { collection: 'products', param: 'id' },
    lists: [],
  },
  {
    name: 'shop-single-thumb.json',
    path: '/shop-single-thumb/:id',
    title: '{title} Photos | Shop',
    entity: { collection: 'products', param: 'id' },
    canonical: '/shop-single/:id',
    lists: [],
  },
  { name: 'shop.json', path: '/shop', title: 'Shop | Green Valley', lists: ['products'] },
  { name: 'about-us.json', path: '/about-us', title: 'About Us', lists: [] },
]

const file = openedDataFile(products, records)

/** The text of data/products.json holding these records, as the endpoint answers a save. */
const fileText = (saved: Record<string, unknown>[]) => JSON.stringify({ products: saved })

/** The shop's product page as the dev server compiles it with the records it was sent (the saved ones when none). */
const compiledShopSingle = (sent: Record<string, unknown>[] = records): CompiledPage => ({
  name: 'shop-single',
  path: '/shop-single/:id',
  title: '{title} | Shop',
  description: '',
  shareImage: '/art/products/blueberries.webp',
  entity: {
    collection: 'products',
    param: 'id',
    records: Object.fromEntries(sent.map((record) => [String(record.id), record])),
  },
  blocks: [],
})

const onSelectId = vi.fn()
const onReload = vi.fn()

/** What every test here draws the editor with. */
const given = { summary: products, file, catalogue, pages, onSelectId, onReload }

function renderEditor(selectedId: number | undefined = 1) {
  return render(<CollectionEditorUnderTest {...given} selectedId={selectedId} />)
}

const list = () => screen.getByRole('region', { name: 'Products' })
const form = () => screen.getByRole('region', { name: 'The product’s fields' })
/** What the top bar says about saving. */
const topStatus = () => within(screen.getAllByRole('banner')[0]!).getByRole('status')
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const lastSaved = () => vi.mocked(endpoint.saveCollection).mock.lastCall?.[1] as DataSaveRequest

beforeEach(() => {
  startEditorTest()
  standInModalDialogs()
  vi.mocked(endpoint.checkCollection).mockResolvedValue({ problems: [] })
  vi.mocked(endpoint.previewCollection).mockImplementation((_name, request) =>
    Promise.resolve({
      page: request.page === 'shop-single.json' ? compiledShopSingle(request.records) : undefined,
      site: undefined,
      draftUsed: true,
    }),
  )
  vi.mocked(endpoint.saveCollection).mockImplementation((_name, request) =>
    Promise.resolve({ version: 'v2', text: fileText(request.records) }),
  )
})

// The collection editor draws a whole schema-made form (1–2.5 s a test on an idle host): decision 150.
describe('the collection list', { timeout: 20_000 }, () => {
  it('shows each record’s picture and title, and finds records by title whatever the case and accents', async () => {
    renderEditor()
    const buttons = within(list()).getAllByRole('button', { name: /#\d/ })
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Wild Blueberries#1',
      'Crème Fraîche#2',
      'Garden Strawberries#3',
    ])
    expect(buttons[0]!.querySelector('img')).toHaveAttribute('src', '/art/products/blueberries.webp')

    await userEvent.type(within(list()).getByRole('searchbox', { name: 'Search products by title' }), 'CREME')
    expect(
      within(list())
        .getAllByRole('button', { name: /#\d/ })
        .map((button) => button.textContent),
    ).toEqual(['Crème Fraîche#2'])
    expect(list()).toHaveTextContent('1 of 3 products')

    await userEvent.clear(within(list()).getByRole('searchbox'))
    await userEvent.type(within(list()).getByRole('searchbox'), 'pears')
    expect(within(list()).queryAllByRole('button', { name: /#\d/ })).toEqual([])
    expect(list()).toHaveTextContent('No products match “pears”.')
  })

  it('opens the record the address names, and puts a chosen record in the address', async () => {
    renderEditor(3)
    expect(within(form()).getByRole('heading', { level: 2 })).toHaveTextContent('Garden Strawberries')
    await userEvent.click(within(list()).getByRole('button', { name: /^Crème Fraîche/ }))
    expect(onSelectId).toHaveBeenLastCalledWith(2)
  })

  it('refuses to delete a record a page uses, naming the page with a button that opens it', async () => {
    vi.mocked(endpoint.references).mockResolvedValue([
      {
        file: 'pages-schema/home-2.json',
        label: 'the products in the Products carousel (block 4)',
        path: 'blocks[3] (products-carousel "featured") → props.products',
        blockIndex: 3,
        pageName: 'home-2.json',
        place: { name: '“Our Farm Story” (/home-2)', href: '/__edit?page=home-2' },
      },
      { file: 'data/site.json', label: 'Main menu → Shop → Blueberries' },
      { file: 'data/blog-posts/3.md', label: 'post 3 "Heirloom Tomatoes" → the link on line 27' },
    ])
    renderEditor(1)
    await userEvent.click(within(list()).getByRole('button', { name: 'Delete Wild Blueberries' }))

    const dialog = await screen.findByRole('dialog', { name: '“Wild Blueberries” is still in use' })
    expect(endpoint.references).toHaveBeenCalledWith('products', 1)
    // Named by the page's title, then the block; the file's path only under Details.
    const first = within(dialog).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent(/^“Our Farm Story” \(\/home-2\)the products in the Products carousel \(block 4\)Details/)
    expect(within(first).getByText('pages-schema/home-2.json')).not.toBeVisible()
    expect(within(first).getByText('blocks[3] (products-carousel "featured") → props.products')).not.toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'Open the products in the Products carousel (block 4)' })).toHaveAttribute(
      'href',
      '/__edit?page=home-2',
    )
    expect(within(dialog).getByRole('link', { name: 'Open Main menu → Shop → Blueberries' })).toHaveAttribute(
      'href',
      '/__edit?settings',
    )
    // A link in a post's own text opens that post, whose text is edited with it.
    expect(within(dialog).getByRole('link', { name: 'Open post 3 "Heirloom Tomatoes" → the link on line 27' })).toHaveAttribute(
      'href',
      '/__edit?collection=blog-posts&id=3',
    )
    // Nothing was deleted.
    expect(within(list()).getByRole('button', { name: /^Wild Blueberries/ })).toBeVisible()
    expect(topStatus()).toHaveTextContent('All changes saved')
  })

  it('deletes a record nothing points at from the draft, and the save writes the file without it', async () => {
    vi.mocked(endpoint.references).mockResolvedValue([])
    renderEditor(2)
    await userEvent.click(within(list()).getByRole('button', { name: 'Delete Crème Fraîche' }))
    await waitFor(() => expect(within(list()).queryByRole('button', { name: /^Crème Fraîche/ })).toBeNull())
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(lastSaved().records.map((record) => record.id)).toEqual([1, 3])
  })

  it('says so when where a record is used cannot be checked, and deletes nothing', async () => {
    vi.mocked(endpoint.references).mockRejectedValue(new EndpointError('The dev server does not answer.', 0))
    renderEditor(1)
    await userEvent.click(within(list()).getByRole('button', { name: 'Delete Wild Blueberries' }))
    expect(await within(list()).findByRole('alert')).toHaveTextContent(
      'Could not check where Wild Blueberries is used: The dev server does not answer.',
    )
    expect(within(list()).getByRole('button', { name: /^Wild Blueberries/ })).toBeVisible()
  })

  it('starts a new record empty, the example’s words as placeholders and the fields it needs marked; no id until the save', async () => {
    renderEditor(1)
    await userEvent.click(within(list()).getByRole('button', { name: 'New product' }))
    expect(within(list()).getByRole('button', { name: /Untitled product\s*New/ })).toHaveAttribute('aria-current', 'true')
    expect(within(form()).getByText('Given when saved')).toBeVisible()
    const title = within(form()).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('')
    expect(title).toHaveAttribute('placeholder', 'e.g. New product')
    expect(within(form()).getByRole('textbox', { name: 'Price' })).toHaveAttribute('placeholder', 'e.g. 1.00')
    // Title, picture and price; the earlier price is optional.
    expect(within(form()).getAllByText('Required')).toHaveLength(3)
    vi.mocked(endpoint.saveCollection).mockImplementation((_name, request) =>
      Promise.resolve({ version: 'v2', text: fileText(request.records.map((record) => ({ id: 4, ...record }))) }),
    )
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(lastSaved().records.at(-1)).toEqual({ title: '', thumb: '', price: '' })
    await waitFor(() => expect(onSelectId).toHaveBeenLastCalledWith(4))
  })

  it('says a new record’s empty required field is missing only once it was left or a save tried, in words', async () => {
    const missing = (field: string, example: string, line: number) =>
      editorProblem({
        file: 'data/products.json',
        line,
        column: 16,
        where: `product at position 4 → ${field}`,
        message: 'must not be empty',
        hint: `e.g. "${field}": "${example}" (as in product 1 "Wild Blueberries")`,
        hintInWords: `e.g. ${example}`,
        path: [3, field],
      })
    vi.mocked(endpoint.checkCollection).mockResolvedValue({
      problems: [missing('title', 'Wild Blueberries', 30), missing('price', '$6.50', 32)],
    })
    renderEditor(1)
    await userEvent.click(within(list()).getByRole('button', { name: 'New product' }))
    await waitFor(() => expect(saveButton()).toBeDisabled())
    await waitFor(() =>
      expect(saveButton()).toHaveAccessibleDescription(
        'Fill in the fields marked Required to save; Ctrl+S shows what each one needs.',
      ),
    )
    const title = within(form()).getByRole('textbox', { name: 'Title' })
    const price = within(form()).getByRole('textbox', { name: 'Price' })
    // Required, said with the control: not yet an error.
    expect(title).toHaveAttribute('aria-required', 'true')
    expect(title).toHaveAccessibleDescription(/^Required/)
    expect(title).not.toHaveAttribute('aria-invalid')
    expect(within(form()).queryByText(/must not be empty/)).toBeNull()
    await userEvent.click(title)
    await userEvent.tab()
    await waitFor(() => expect(title).toHaveAccessibleDescription(/must not be empty — e\.g\. Wild Blueberries$/))
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(price).not.toHaveAttribute('aria-invalid')
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(price).toHaveAccessibleDescription(/must not be empty — e\.g\. \$6\.50$/))
    expect(saveButton()).toHaveAccessibleDescription('Fix the 2 problems to save.')
    expect(within(form()).queryByText(/"price"|"title"/)).toBeNull()
  })

  it('duplicates a record after it, without its id', async () => {
    renderEditor(1)
    await userEvent.click(within(list()).getByRole('button', { name: 'Duplicate Wild Blueberries' }))
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    const { id: _id, ...copy } = records[0]!
    expect(lastSaved().records).toEqual([records[0], copy, records[1], records[2]])
  })
})

describe('the record form', { timeout: 20_000 }, () => {
  it('says which records are drafts or wait for their day, in the list and the form, whose first control is the status', async () => {
    const waiting = [{ ...records[0]!, status: 'draft' }, { ...records[1]!, publishOn: '2999-12-03' }, records[2]!]
    render(<CollectionEditorUnderTest {...given} file={{ ...file, records: waiting }} selectedId={1} />)
    expect(within(list()).getByRole('button', { name: /^Wild Blueberries/ })).toHaveTextContent('Draft')
    expect(within(list()).getByRole('button', { name: /^Crème Fraîche/ })).toHaveTextContent('Scheduled for 3 Dec 2999')
    expect(within(list()).getByRole('button', { name: /^Garden Strawberries/ })).not.toHaveTextContent(/Draft|Scheduled/)
    expect(within(form()).getAllByRole('combobox')[0]).toHaveAccessibleName('Status')
    expect(within(form()).getByText('Draft', { selector: '.ed-inspector__head *' })).toBeVisible()
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Status' }), 'published')
    expect(within(form()).queryByText('Draft', { selector: '.ed-inspector__head *' })).toBeNull()
    expect(within(list()).getByRole('button', { name: /^Wild Blueberries/ })).not.toHaveTextContent('Draft')
  })

  it('shows the id, which nobody types', () => {
    renderEditor(1)
    expect(within(form()).getByRole('status', { name: 'ID' })).toHaveTextContent('1')
    expect(within(form()).queryByRole('textbox', { name: 'ID' })).toBeNull()
    expect(within(form()).queryByRole('spinbutton', { name: 'ID' })).toBeNull()
  })

  it('takes a price as an amount and writes it as the file does', async () => {
    renderEditor(1)
    const price = within(form()).getByRole('textbox', { name: 'Price' })
    expect(price).toHaveValue('6.50')
    await userEvent.clear(price)
    await userEvent.type(price, '7')
    await userEvent.tab()
    expect(price).toHaveValue('7.00')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(lastSaved().records[0]).toEqual({ ...records[0], price: '$7.00' })
  })

  it('keeps the last price while what is typed is not an amount, and says so at the field', async () => {
    renderEditor(1)
    const price = within(form()).getByRole('textbox', { name: 'Price' })
    await userEvent.clear(price)
    await userEvent.type(price, 'seven')
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price.closest('.ed-field')).toHaveTextContent('Type an amount in dollars, such as 12.50')
  })

  it('puts a product on sale with one checkbox: the earlier price must be above the price, and the badge is worked out', async () => {
    renderEditor(1)
    expect(within(form()).queryByRole('textbox', { name: 'Earlier price' })).toBeNull()
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'On sale' }))

    // The price so far is the earlier price: not above the price yet, so the field says so and nothing saves.
    const earlier = within(form()).getByRole('textbox', { name: 'Earlier price' })
    expect(earlier).toHaveValue('6.50')
    expect(earlier).toHaveAttribute('aria-invalid', 'true')
    expect(earlier).toHaveAccessibleDescription(/The earlier price must be above the price \(\$6\.50\)/)
    expect(within(form()).getByRole('status', { name: 'Sale badge' })).toHaveTextContent('None yet')
    await waitFor(() => expect(screen.getByText('Fix the problem to save.')).toBeVisible())
    expect(saveButton()).toBeDisabled()

    await userEvent.clear(earlier)
    await userEvent.type(earlier, '8.50')
    const price = within(form()).getByRole('textbox', { name: 'Price' })
    await userEvent.clear(price)
    await userEvent.type(price, '7.00')
    expect(earlier).not.toHaveAttribute('aria-invalid')
    expect(within(form()).getByRole('status', { name: 'Sale badge' })).toHaveTextContent('−18%')

    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    // The earlier price goes right after the price, as the schema lists them.
    expect(lastSaved().records[0]).toEqual({ ...records[0], price: '$7.00', oldPrice: '$8.50' })
    expect(Object.keys(lastSaved().records[0]!)).toEqual(['id', 'title', 'thumb', 'price', 'oldPrice'])
  })

  it('takes a product off sale by unchecking it: the earlier price goes', async () => {
    renderEditor(3)
    expect(within(form()).getByRole('status', { name: 'Sale badge' })).toHaveTextContent('−20%')
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'On sale' }))
    expect(within(form()).queryByRole('textbox', { name: 'Earlier price' })).toBeNull()
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(lastSaved().records[2]).toEqual({
      id: 3,
      title: 'Garden Strawberries',
      thumb: '/art/products/strawberries.webp',
      price: '$5.20',
    })
  })

  it('shows the server’s problems at their fields and refuses to save until they are fixed', async () => {
    const problem = editorProblem({ file: 'data/products.json', path: [0, 'title'], message: 'must hold words, not only spaces' })
    vi.mocked(endpoint.checkCollection).mockResolvedValue({ problems: [problem] })
    renderEditor(1)
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Title' }), ' ')
    const title = within(form()).getByRole('textbox', { name: 'Title' })
    await waitFor(() => expect(title).toHaveAccessibleDescription(/must hold words, not only spaces/))
    expect(saveButton()).toBeDisabled()
    expect(within(list()).getByRole('button', { name: /^Wild Blueberries/ })).toHaveTextContent('Problem')
  })

  it('undoes and redoes changes, and saves with Ctrl+S', async () => {
    renderEditor(1)
    const title = within(form()).getByRole('textbox', { name: 'Title' })
    await userEvent.type(title, '!')
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(title).toHaveValue('Wild Blueberries')
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }))
    expect(title).toHaveValue('Wild Blueberries!')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(topStatus()).toHaveTextContent(/Saved the products at/))
    expect(lastSaved().version).toBe('v1')
  })

  it('asks before the tab is closed or reloaded with unsaved changes, and not once they are saved', async () => {
    renderEditor(1)
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }))
    expect(leave()).toBe(true)
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Title' }), '!')
    expect(leave()).toBe(false)
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    await waitFor(() => expect(topStatus()).toHaveTextContent(/Saved the products at/))
    expect(leave()).toBe(true)
  })

  it('refuses a save when the file changed on disk, and offers to reload it', async () => {
    vi.mocked(endpoint.saveCollection).mockRejectedValue(
      new EndpointError('Refused: this was changed elsewhere since you opened it; nothing was written.', 409),
    )
    renderEditor(1)
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Title' }), '!')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Someone changed the products elsewhere since you opened this screen')
    expect(saveButton()).toBeDisabled()
    expect(screen.getByText('It was changed elsewhere: load the latest version first.')).toBeVisible()
    await userEvent.click(within(banner).getByRole('button', { name: 'Load the latest version' }))
    expect(onReload).toHaveBeenCalled()
  })

  it('names each place that still uses a deleted record when the save is refused for it', async () => {
    vi.mocked(endpoint.references).mockResolvedValue([])
    vi.mocked(endpoint.saveCollection).mockRejectedValue(
      new EndpointError(
        'Refused: product 2 is still used.',
        422,
        [],
        [{ file: 'pages-schema/home-4.json', label: 'Dairy shelf (block 2)', pageName: 'home-4.json' }],
      ),
    )
    renderEditor(2)
    await userEvent.click(within(list()).getByRole('button', { name: 'Delete Crème Fraîche' }))
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await act(() => userEvent.click(saveButton()))
    const dialog = await screen.findByRole('dialog', { name: 'Not saved: a deleted product is still in use' })
    expect(within(dialog).getByRole('link', { name: 'Open Dairy shelf (block 2)' })).toHaveAttribute(
      'href',
      '/__edit?page=home-4',
    )
  })
})

describe('the preview', { timeout: 20_000 }, () => {
  const lastPreviewRequest = () => vi.mocked(endpoint.previewCollection).mock.lastCall?.[1]

  /** The preview frame, told it is ready, and what the editor sends it. */
  function readyFrame(title: string) {
    const frame = screen.getByTitle(title) as HTMLIFrameElement
    const sent = vi.spyOn(frame.contentWindow!, 'postMessage')
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'ready' }, origin: location.origin, source: frame.contentWindow }),
    )
    const shown = () =>
      sent.mock.calls
        .map(([message]) => message as ToPreview)
        .filter((message) => message.type === 'show')
        .at(-1)
    return shown
  }

  it('shows the record’s own page, and on demand a page that lists it', async () => {
    renderEditor(3)
    expect(screen.getByTitle('Preview of /shop-single/3 at desktop width')).toHaveAttribute('src', '/__edit/preview')
    expect(
      within(screen.getByRole('combobox', { name: 'Show' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Garden Strawberries · /shop-single/3', 'Garden Strawberries · /shop-single-thumb/3', 'Shop · /shop'])
    await waitFor(() => expect(lastPreviewRequest()).toEqual({ page: 'shop-single.json', records: undefined }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '/shop')
    expect(screen.getByTitle('Preview of /shop at desktop width')).toBeInTheDocument()
    await waitFor(() => expect(lastPreviewRequest()).toEqual({ page: 'shop.json', records: undefined }))
  })

  it('draws the record’s page with the unsaved price a moment after it is typed', async () => {
    renderEditor(1)
    const shown = readyFrame('Preview of /shop-single/1 at desktop width')
    await waitFor(() => expect(shown()).toMatchObject({ url: '/shop-single/1' }))
    expect(shown()?.type === 'show' && shown()?.page.entity?.records['1']).toMatchObject({ price: '$6.50' })
    const price = within(form()).getByRole('textbox', { name: 'Price' })
    await userEvent.clear(price)
    await userEvent.type(price, '7')
    await userEvent.tab()
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    await waitFor(() => expect(lastPreviewRequest()?.records?.[0]).toMatchObject({ id: 1, price: '$7.00' }))
    await waitFor(() => expect(shown()?.type === 'show' && shown()?.page.entity?.records['1']).toMatchObject({ price: '$7.00' }))
    expect(screen.queryByText(/save to see your changes/)).toBeNull()
  })

  it('keeps the last usable draft drawn while the records have problems the site cannot use, and says so', async () => {
    renderEditor(1)
    await waitFor(() => expect(endpoint.previewCollection).toHaveBeenCalled())
    vi.mocked(endpoint.previewCollection).mockResolvedValue({ page: compiledShopSingle(), site: undefined, draftUsed: false })
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Title' }), '!')
    expect(
      await screen.findByText('The preview shows the last version without problems; fix the problems to see your latest change.'),
    ).toBeVisible()
  })
})

describe('drafts kept in the browser', { timeout: 20_000 }, () => {
  const keptDraft = () =>
    JSON.parse(localStorage.getItem(collectionDraftKey('products')) ?? 'null') as { value: { records: unknown[] } } | null
  const offer = () => screen.queryByRole('region', { name: 'Unsaved changes from before' })

  /** Edits the first product's title, then closes the editor as a closed tab or a reload would. */
  async function leaveAnEditedTitle() {
    const { unmount } = renderEditor(1)
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Title' }), ' (big punnet)')
    expect(keptDraft()?.value.records[0]).toMatchObject({ title: 'Wild Blueberries (big punnet)' })
    unmount()
  }

  it('offers unsaved records back on return, with their time, and restores them as one step Undo takes back', async () => {
    await leaveAnEditedTitle()
    renderEditor(1)
    expect(offer()).toHaveTextContent(/You have unsaved changes from \d\d:\d\d to the products\./)
    const title = within(form()).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('Wild Blueberries')
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }))
    expect(offer()).toBeNull()
    expect(title).toHaveValue('Wild Blueberries (big punnet)')
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(title).toHaveValue('Wild Blueberries')
    // Back to what the file holds: nothing left to offer.
    expect(keptDraft()).toBeNull()
  })

  it('drops the draft once the records are saved', async () => {
    await leaveAnEditedTitle()
    renderEditor(1)
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    await waitFor(() => expect(topStatus()).toHaveTextContent(/Saved the products at/))
    expect(lastSaved().records[0]).toMatchObject({ title: 'Wild Blueberries (big punnet)' })
    expect(keptDraft()).toBeNull()
  })

  it('forgets a discarded draft, and keeps the offer until it is answered', async () => {
    await leaveAnEditedTitle()
    // A second reload before answering still offers it.
    renderEditor(1).unmount()
    renderEditor(1)
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Discard' }))
    expect(offer()).toBeNull()
    expect(keptDraft()).toBeNull()
    expect(within(form()).getByRole('textbox', { name: 'Title' })).toHaveValue('Wild Blueberries')
    expect(topStatus()).toHaveTextContent('All changes saved')
  })

  it('says when the file changed since the draft was made', async () => {
    localStorage.setItem(
      collectionDraftKey('products'),
      JSON.stringify({
        value: { records: [{ ...records[0], price: '$7.00' }, ...records.slice(1)], postTexts: {} },
        version: 'v0',
        savedAt: Date.now(),
      }),
    )
    renderEditor(1)
    expect(offer()).toHaveTextContent(
      /unsaved changes from \d\d:\d\d to the products, made to an earlier version, which has changed since/,
    )
  })
})
