import { act, render, screen } from '@testing-library/react'
import { startTransition, Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CompiledPage } from '#page-model/site-types.ts'
import type { DrawBlock } from './page-renderer.tsx'

// A fixture registry of views: the renderer must work with any registry, knowing no block by name.
vi.mock('virtual:site', async () => ({
  routes: [
    {
      name: 'not-found',
      path: '/not-found',
      load: async () => ({ default: { name: 'not-found', path: '/not-found', title: 'x', description: 'x', blocks: [] } }),
    },
  ],
  problems: [],
}))
vi.mock('virtual:site/settings', async () => ({
  site: (await import('#tests/unit/site-settings.ts')).testSiteSettings({ siteUrl: 'https://farm.example' }),
}))
vi.mock('virtual:site/views', () => ({
  views: {
    heading: async () => ({ default: ({ text }: { text: string }) => <h2>{text}</h2> }),
    broken: async () => ({
      default: () => {
        throw new Error('boom')
      },
    }),
    product: async () => ({ default: ProductName }),
    reviews: async () => ({ default: ReviewCount }),
    'page-number': async () => ({ default: PathPage }),
  },
}))

const { useEntity } = await import('./entity-context.ts')
function ProductName() {
  return <p>Product: {useEntity<{ title: string }>()?.title}</p>
}
/** Like a product's page: the reviews are among the record's own fields, loaded apart from the page (decision 232). */
function ReviewCount() {
  return <p>Reviews: {useEntity<{ customerReviews: string[] }>()!.customerReviews.length}</p>
}
const { usePathPageNumber } = await import('./page-number-context.ts')
function PathPage({ label }: { label: string }) {
  return (
    <p>
      {label}: {usePathPageNumber() ?? 'none'}
    </p>
  )
}
const { BlockView, PageRenderer, RoutePageView } = await import('./page-renderer.tsx')
const { AppErrorBoundary } = await import('./error-boundaries.tsx')

const page = (blocks: CompiledPage['blocks'], extra: Partial<CompiledPage> = {}): CompiledPage => ({
  name: 'test',
  path: '/test',
  title: 'Test page',
  description: 'Testing',
  shareImage: '/art/social/hero-dawn.jpg',
  blocks,
  ...extra,
})

const twoHeadings = page([
  { id: 'first', type: 'heading', props: { text: 'One' } },
  { id: 'second', type: 'heading', props: { text: 'Two' } },
])

/** Renders inside act() so React retries blocks whose view is still loading. */
async function renderAt(url: string, compiled: CompiledPage, drawBlock?: DrawBlock) {
  let result!: ReturnType<typeof render>
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={compiled.path} element={<PageRenderer page={compiled} drawBlock={drawBlock} />} />
        </Routes>
      </MemoryRouter>,
    )
  })
  return result
}

afterEach(() => vi.restoreAllMocks())

describe('PageRenderer', () => {
  it('renders the blocks in order, each with its id as anchor', async () => {
    await renderAt('/test', twoHeadings)
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(['One', 'Two'])
    expect(headings[0]!.closest('[id]')?.id).toBe('first')
    expect(document.title).toBe('Test page')
  })

  it('leaves out a block that throws, logs it, and keeps the rest of the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderAt(
      '/test',
      page([
        { id: 'before', type: 'heading', props: { text: 'Before' } },
        { id: 'bad', type: 'broken', props: {} },
        { id: 'after', type: 'heading', props: { text: 'After' } },
      ]),
    )
    await screen.findByRole('heading', { name: 'After' })
    expect(document.getElementById('before')).toHaveTextContent('Before')
    expect(document.getElementById('bad')).toBeEmptyDOMElement()
    expect(document.getElementById('after')).toHaveTextContent('After')
    expect(log.mock.calls.some((call) => String(call[0]).includes('Block "bad" (broken) failed'))).toBe(true)
  })

  it("lets the editor's preview wrap each block's view, inside the block's frame", async () => {
    await renderAt('/test', twoHeadings, (block) => (
      <section aria-label={`Editing ${block.id}`}>
        <BlockView block={block} />
      </section>
    ))
    const wrapped = await screen.findByRole('region', { name: 'Editing second' })
    expect(wrapped).toContainElement(screen.getByRole('heading', { name: 'Two' }))
    expect(wrapped.parentElement).toHaveAttribute('id', 'second')
    expect(screen.getByRole('region', { name: 'Editing first' })).toHaveTextContent('One')
  })

  const entityPage = page(
    [
      { id: 'banner', type: 'heading', props: { text: 'Shop Details' } },
      { id: 'details', type: 'product', when: 'found', props: {} },
      { id: 'missing', type: 'heading', when: 'missing', props: { text: 'No such product' } },
    ],
    {
      path: '/shop-single/:id',
      title: '{title} | Shop',
      entity: {
        collection: 'products',
        param: 'id',
        records: {
          '1': { id: 1, title: 'Pears', price: '$4.20', ratings: 4.5, reviews: 3, thumb: '/art/products/pears.webp' },
        },
      },
      missing: { title: 'Page Not Found', description: 'Not here' },
    },
  )

  it('gives entity pages their record and shows "found" or "missing" blocks', async () => {
    const { unmount } = await renderAt('/shop-single/1', entityPage)
    expect(await screen.findByText(/^Product:/)).toHaveTextContent('Product: Pears')
    expect(screen.queryByText('No such product')).toBeNull()
    expect(document.title).toBe('Pears | Shop')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://farm.example/shop-single/1')
    unmount()

    await renderAt('/shop-single/99', entityPage)
    expect(await screen.findByRole('heading', { name: 'No such product' })).toBeVisible()
    expect(document.title).toBe('Page Not Found')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Not here')
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.getElementById('banner')).toHaveTextContent('Shop Details')
    expect(screen.queryByText(/Product:/)).toBeNull()
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'shows the "missing" blocks for the id "%s": a property every object inherits is no record',
    async (id) => {
      await renderAt(`/shop-single/${id}`, entityPage)
      expect(await screen.findByRole('heading', { name: 'No such product' })).toBeVisible()
      expect(screen.queryByText(/Product:/)).toBeNull()
      expect(document.title).toBe('Page Not Found')
    },
  )
})

describe('RoutePageView', () => {
  it("on a first visit in a transition (a client-side navigation), waits for the page and then the record's own fields", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reported = vi.fn()
    window.addEventListener('error', reported)
    const product = page([{ id: 'reviews', type: 'reviews', props: {} }], {
      name: 'product',
      path: '/product/:id',
      entity: {
        collection: 'products',
        param: 'id',
        records: {
          '1': { id: 1, title: 'Pears', price: '$4.20', ratings: 4.5, reviews: 1, thumb: '/art/products/pears.webp' },
        },
      },
    })
    // The record's fields arrive a task after the page, as separate modules do.
    const route = {
      name: 'product',
      path: '/product/:id',
      load: async () => ({
        default: product,
        recordParts: {
          '1': () =>
            new Promise<{ default: Record<string, unknown> }>((resolve) =>
              setTimeout(() => resolve({ default: { customerReviews: ['Sweet'] } })),
            ),
        },
      }),
    }
    await act(async () => {
      startTransition(() => {
        render(
          <MemoryRouter initialEntries={['/product/1']}>
            <Suspense fallback={<p>Loading</p>}>
              <Routes>
                <Route path={route.path} element={<RoutePageView route={route} />} />
              </Routes>
            </Suspense>
          </MemoryRouter>,
        )
      })
    })
    expect(await screen.findByText(/^Reviews:/)).toHaveTextContent('Reviews: 1')
    window.removeEventListener('error', reported)
    expect(reported).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('PageRenderer and page numbers in the path', () => {
  it("gives the path's page number to the list block the page file names, and to no other block", async () => {
    const numbered = page(
      [
        { id: 'posts', type: 'page-number', props: { label: 'List' } },
        { id: 'other', type: 'page-number', props: { label: 'Other' } },
      ],
      { path: '/journal/:page?', pageNumber: { param: 'page', block: 'posts', pageCount: 5 } },
    )
    const { unmount } = await renderAt('/journal/3', numbered)
    expect(await screen.findByText(/^List:/)).toHaveTextContent('List: 3')
    expect(screen.getByText(/^Other:/)).toHaveTextContent('Other: none')
    unmount()
    await renderAt('/journal', numbered)
    expect(await screen.findByText(/^List:/)).toHaveTextContent('List: none')
  })
})

describe('AppErrorBoundary', () => {
  it('shows "Something went wrong." when the whole app fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Crash = () => {
      throw new Error('app crash')
    }
    render(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.')
  })
})
