import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueBlock } from './catalogue-block.ts'
import { linkTargets } from '#tests/unit/link-list.ts'

// Stand-in views: the catalogue draws whatever the registry holds, through the renderer's own BlockView.
vi.mock('virtual:site', () => ({ routes: [], problems: [] }))
vi.mock('virtual:site/views', () => ({
  views: {
    greeting: async () => ({ default: ({ text }: { text: string }) => <h2>{text}</h2> }),
    faq: async () => ({ default: () => <p>Questions</p> }),
    'product-name': async () => ({ default: ProductName }),
    broken: async () => ({
      default: () => {
        throw new Error('boom')
      },
    }),
  },
}))

const { useEntity } = await import('#app/entity-context.ts')
function ProductName({ prefix }: { prefix: string }) {
  return (
    <h2>
      {prefix} {useEntity<{ title: string }>()?.title}
    </h2>
  )
}
const { viewFor } = await import('#app/start-up/index.ts')
const { CataloguePage } = await import('./catalogue-page.tsx')

/** What an element shows, with its whitespace as a reader sees it. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()

function entry(type: string, overrides: Partial<CatalogueBlock> = {}): CatalogueBlock {
  return {
    type,
    description: `The ${type} block`,
    entity: [],
    numberedList: false,
    fillsScreen: false,
    props: [{ name: 'text', type: 'text', default: '"Hello"', required: false, description: 'What it says' }],
    snippet: JSON.stringify({ id: type, type, props: { text: 'Hello' } }, null, 2),
    usedIn: [],
    exampleProps: { text: 'Hello from the example' },
    exampleProblems: [],
    ...overrides,
  }
}

const entries = [
  entry('greeting', {
    usedIn: [
      { file: 'pages-schema/home.json', path: '/', blocks: ['hello', 'bye (hidden)'] },
      { file: 'pages-schema/item.json', path: '/item/:id', blocks: ['hello'] },
    ],
  }),
  entry('product-name', {
    entity: ['products'],
    exampleProps: { prefix: 'Now showing' },
    sample: { collection: 'products', id: 1, label: 'Wild Blueberries', record: { id: 1, title: 'Wild Blueberries' } },
  }),
]

async function renderCatalogue(shown: CatalogueBlock[]) {
  await Promise.allSettled(shown.map((shownEntry) => viewFor(shownEntry.type)))
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/__blocks']}>
        <CataloguePage entries={shown} />
      </MemoryRouter>,
    )
  })
}

afterEach(() => vi.restoreAllMocks())

describe('block catalogue', () => {
  it('lists every block in its contents and draws each with its example props', async () => {
    await renderCatalogue(entries)
    const contents = screen.getByRole('navigation', { name: 'All blocks' })
    expect(linkTargets(contents)).toEqual(['#greeting', '#product-name'])
    const greeting = screen.getByRole('region', { name: 'Greeting greeting' })
    expect(text(within(greeting).getByRole('group', { name: 'greeting with its example props' }))).toContain(
      'Hello from the example',
    )
    expect(text(within(greeting).getByRole('region', { name: 'Settings of greeting' }))).toContain('What it says')
    expect(text(within(greeting).getByRole('region', { name: 'Snippet of greeting' }))).toContain('"type": "greeting"')
  })

  it('links the pages that use a block where one address shows it, and names the block ids', async () => {
    await renderCatalogue(entries)
    const greeting = screen.getByRole('region', { name: 'Greeting greeting' })
    expect(within(greeting).getByRole('link', { name: '/' }).getAttribute('href')).toBe('/')
    expect(within(greeting).queryByRole('link', { name: '/item/:id' })).toBeNull()
    expect(text(greeting)).toContain('pages-schema/home.json / (block "hello", "bye (hidden)")')
  })

  it("draws a block that shows its page's record with a sample record, and says which entity it needs", async () => {
    await renderCatalogue(entries)
    const section = screen.getByRole('region', { name: 'Product name product-name' })
    const drawn = within(section).getByRole('group', { name: 'product-name with its example props' })
    expect(within(drawn).getByRole('heading')).toHaveTextContent('Now showing Wild Blueberries')
    expect(text(section)).toContain('bound to "products"')
    expect(text(section)).toContain('Drawn here with products record 1, “Wild Blueberries”')
    expect(text(screen.getByRole('region', { name: 'Greeting greeting' }))).toContain('None: it works on any page.')
  })

  it('shows what failed in place of a block that fails to draw, and draws the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderCatalogue([entry('broken'), ...entries])
    const failure = within(screen.getByRole('group', { name: 'broken with its example props' })).getByRole('alert')
    expect(text(failure)).toContain('The broken block could not be drawn:')
    expect(text(failure)).toContain('boom')
    expect(screen.getByRole('group', { name: 'greeting with its example props' })).toContainElement(
      screen.getByRole('heading', { name: 'Hello from the example' }),
    )
    expect(logged).toHaveBeenCalled()
  })

  it('says why an example does not parse instead of drawing the block', async () => {
    await renderCatalogue([
      entry('greeting', { exampleProps: undefined, exampleProblems: ['posts.ids[0]: "blog-posts" has no record with id 999'] }),
    ])
    expect(text(screen.getByRole('alert'))).toContain('example posts.ids[0]: "blog-posts" has no record with id 999')
    expect(screen.queryByRole('heading', { name: 'Hello from the example' })).toBeNull()
  })

  it('copies a snippet to the clipboard, or selects it when the browser refuses', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    await renderCatalogue(entries)
    const greeting = screen.getByRole('region', { name: 'Greeting greeting' })

    await user.click(within(greeting).getByRole('button', { name: 'Copy snippet of greeting' }))
    expect(writeText).toHaveBeenCalledWith(entries[0]!.snippet)
    expect(text(within(greeting).getByRole('status'))).toBe('Copied: paste it into a page file.')

    await user.click(within(greeting).getByRole('button', { name: 'Copy snippet of greeting' }))
    expect(text(within(greeting).getByRole('status'))).toContain('the snippet is selected: press Ctrl+C')
    expect(window.getSelection()?.toString()).toBe(entries[0]!.snippet)
  })

  it('titles each block by its plain name, its code name second, and finds blocks by either or by what they do', async () => {
    await renderCatalogue([entry('faq', { description: 'Questions and answers as an accordion' }), ...entries])
    const contents = screen.getByRole('navigation', { name: 'All blocks' })
    expect(within(contents).getAllByRole('link').map(text)[0]).toBe(
      'Frequently asked questions faq Questions and answers as an accordion',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions faq' })).toBeVisible()

    const search = within(contents).getByRole('searchbox', { name: 'Find a block' })
    // Pasted rather than typed key by key: each key redraws every block.
    const searchFor = async (words: string) => {
      await userEvent.clear(search)
      await userEvent.paste(words)
    }
    await searchFor('frequently')
    expect(linkTargets(contents)).toEqual(['#faq'])
    expect(screen.queryByRole('region', { name: 'Greeting greeting' })).toBeNull()
    expect(text(within(contents).getByRole('status'))).toBe('1 of 3 block types')
    await searchFor('product-name')
    expect(linkTargets(contents)).toEqual(['#product-name'])
    await searchFor('accordion answers')
    expect(linkTargets(contents)).toEqual(['#faq'])
    await searchFor('accordion answers zebra')
    expect(text(contents)).toContain('No block matches “accordion answers zebra”.')
  })

  it('adds a block to a page chosen by its address or, one about each record, in words: the form opens the editor with it added', async () => {
    const pages = [
      { name: 'home-2.json', path: '/home-2', title: 'Home' },
      {
        name: 'shop-single.json',
        path: '/shop-single/:id',
        title: 'Product',
        entity: { collection: 'products', param: 'id' },
        recordPage: 'Each product’s page (shop single)',
        lists: [],
      },
    ]
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ pages }))
    await renderCatalogue(entries)
    const greeting = screen.getByRole('region', { name: 'Greeting greeting' })
    await userEvent.click(within(greeting).getByRole('button', { name: 'Add to page… (Greeting)' }))
    expect(fetched).toHaveBeenCalledWith('/__edit/api/pages', expect.objectContaining({ method: 'GET' }))
    const choose = await within(greeting).findByRole('combobox', { name: 'Page' })
    expect(within(choose).getAllByRole('option').map(text)).toEqual(['/home-2', 'Each product’s page (shop single)'])
    const form = choose.closest('form')!
    expect(form).toHaveAttribute('action', '/__edit')
    expect(Object.fromEntries(new FormData(form))).toEqual({ add: 'greeting', page: 'home-2' })

    // A block that shows one record goes only on a page bound to its collection.
    const product = screen.getByRole('region', { name: 'Product name product-name' })
    await userEvent.click(within(product).getByRole('button', { name: 'Add to page… (Product name)' }))
    const bound = await within(product).findByRole('combobox', { name: 'Page' })
    expect(within(bound).getAllByRole('option').map(text)).toEqual(['Each product’s page (shop single)'])
  })

  it('says so when the page files cannot be listed', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await renderCatalogue(entries)
    const greeting = screen.getByRole('region', { name: 'Greeting greeting' })
    await userEvent.click(within(greeting).getByRole('button', { name: 'Add to page… (Greeting)' }))
    expect(await within(greeting).findByRole('alert')).toHaveTextContent(
      'The dev server does not answer. Is `npm run dev` still running?',
    )
  })
})
