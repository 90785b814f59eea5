/**
 * What the home variants' page files put in their blocks, drawn by the real compiler, renderer and views:
 * the fixed lists of the specification (the timelines, the dairy's product types, the journal's highlights).
 * How each block behaves with any content is its own component test, beside it.
 */
import { within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { PageRenderer } from '#app/page-renderer.tsx'
import { preloadRoute } from '#app/start-up/index.ts'
import { compileSite } from '#build/compile-site.ts'

type Site = ReturnType<typeof compileSite>

/** The page at `path` as its prerendered HTML, in a detached element. */
async function drawn(site: Site, path: string): Promise<HTMLElement> {
  const page = site.pages.find((candidate) => candidate.path === path)!
  await preloadRoute({ name: path, path, load: async () => ({ default: page }) })
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <PageRenderer page={page} />
    </MemoryRouter>,
  )
  return container
}

const block = (page: HTMLElement, id: string) => page.querySelector<HTMLElement>(`:scope > #${id}`)!
const headings = (element: HTMLElement, level: number) =>
  within(element)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent)

// Compiling the site reads every data file and page (decision 150, Timeouts).
describe('the home variants as their page files fill them', { timeout: 30_000 }, () => {
  let site: Site
  beforeAll(() => {
    site = compileSite(process.cwd())
    expect(site.problems).toEqual([])
  })

  it('/home-2: the timeline tells 1906, 1920, 1925 and 1930 in order, each with its milestone and a lazy picture', async () => {
    const history = block(await drawn(site, '/home-2'), 'history')
    expect(headings(history, 2)).toEqual(['A Family Farm Growing Since 1906'])
    const entries = within(history).getAllByRole('listitem')
    expect(
      entries.map((entry) => [entry.querySelector('p')?.textContent, within(entry).getByRole('heading').textContent]),
    ).toEqual([
      ['1906', 'Open Farm'],
      ['1920', 'Farm Remodelling'],
      ['1925', 'Grain Farmers Formed'],
      ['1930', 'Start of Agriculture'],
    ])
    for (const entry of entries) expect(within(entry).getByRole('img')).toHaveAttribute('loading', 'lazy')
  })

  it('/home-4: the timeline lists the six dairy milestones in order', async () => {
    const history = block(await drawn(site, '/home-4'), 'history')
    expect(headings(history, 2)).toEqual(['Over 150 Years of Dairy Farming'])
    const entries = within(history).getAllByRole('listitem')
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      '1870',
      '1916',
      '2002',
      '2004',
      '2018',
      '2021',
    ])
    expect(headings(history, 3)).toEqual([
      'The First Herd',
      'The Cheese Cellar Opens',
      'Certified Organic Herd',
      'A New Milking Parlour',
      'Solar-Powered Creamery',
      'A New Barn and Cheese Room',
    ])
  })

  it('/home-4: the product types show six dairy products, each with a lazy picture, and lead to the dairy service', async () => {
    const types = block(await drawn(site, '/home-4'), 'product-types')
    expect(headings(types, 3)).toEqual([
      'Fresh Milk',
      'Cultured Butter',
      'Farmhouse Cheese',
      'Natural Yogurt',
      'Custards & Cream',
      'Farm Ice Cream',
    ])
    const pictures = [...types.querySelectorAll('img')]
    expect(pictures).toHaveLength(6)
    for (const picture of pictures) expect(picture).toHaveAttribute('loading', 'lazy')
    expect(within(types).getByRole('link', { name: 'About Our Dairy' })).toHaveAttribute('href', '/service-details/3')
  })

  it('/: the journal highlights show the featured post and posts 2 and 3, each linking to its post', async () => {
    const blog = block(await drawn(site, '/'), 'blog')
    const posts: [number, string][] = [
      [1, 'How We Build Living Soil Without Synthetic Fertilisers'],
      [2, 'Morning Milking: A Day in the Life of Our Dairy Herd'],
      [3, 'Seven Heirloom Tomatoes Worth Growing This Summer'],
    ]
    const articles = within(blog).getAllByRole('article')
    expect(articles).toHaveLength(3)
    for (const [id, title] of posts) {
      expect(within(blog).getByRole('link', { name: title })).toHaveAttribute('href', `/blog-single/${id}`)
      expect(within(blog).getByRole('link', { name: `Continue Reading about ${title}` })).toHaveAttribute(
        'href',
        `/blog-single/${id}`,
      )
    }
    expect(articles[0]).toHaveTextContent('28Dec 2024')
    expect(articles[0]).toHaveTextContent('3 Comments')
  })
})
