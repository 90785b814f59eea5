// The block catalogue at /__blocks (npm run dev only): every registered block type, drawn without an error.
import type { Page } from '@playwright/test'
import { blockRegistry } from '#blocks/registry.ts'
import products from '#data-files/products.json' with { type: 'json' }
import { plainBlockName } from '#page-model/block-names.ts'
import { sampleStoredLists } from '#scripts/sample-stored-lists.ts'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { expect, watchedTest as test } from './dev-site.ts'

const types = blockRegistry.map((block) => block.type)
/** A block's title in the catalogue: its plain name, then its code name. */
const titleOf = (type: string) => `${plainBlockName(type)} ${type}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const quoted = (text: string) => JSON.stringify(text)

/** What a block's section holds, as an aria snapshot: its title, its drawn example, a settings table and its snippet, in main. */
const sectionTemplate = (type: string) => `  - region ${quoted(titleOf(type))}:
    - heading ${quoted(titleOf(type))} [level=2]
    - group ${quoted(`${type} with its example props`)}
    - region ${quoted(`Settings of ${type}`)}:
      - table
    - region ${quoted(`Snippet of ${type}`)}:
      - code: '/"type": "${escapeRegExp(type)}"/'`

/** Console errors and uncaught errors of the page, for the test to check at its end. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Opens the catalogue and waits until every block's view has loaded. The browser holds the lists
 * `npm run catalogue` draws with (a cart, a wishlist, products viewed): recently viewed draws nothing without.
 */
async function openCatalogue(page: Page) {
  await page.addInitScript(
    (lists) => {
      for (const [key, value] of Object.entries(lists)) localStorage.setItem(key, JSON.stringify(value))
    },
    sampleStoredLists(products.products.map(({ id }) => id)),
  )
  await page.goto('/__blocks')
  await expect(page.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^Loading the .+ view…$/)).toHaveCount(0, { timeout: 30_000 })
}

test.describe('block catalogue', () => {
  // The dev server turns each block's modules on first request: the first visit is slow.
  test.slow()

  // One visit for what only reads the page: opening the catalogue is most of each test's time.
  test('lists every registered block type and draws each with its example props, without an error; entity blocks with a sample record; axe-clean', async ({
    page,
  }) => {
    // The longest page of the project, every block's view compiled on this dev server's first visit (decision 150).
    test.setTimeout(3 * 60_000)
    const errors = collectErrors(page)
    await openCatalogue(page)

    // One reading of the page's accessibility tree for what each block's section must hold, in the registry's order
    // (a query per block and per part took most of this test's time on this long page).
    const contents = page.getByRole('navigation', { name: 'All blocks' })
    await expect(contents.getByRole('link')).toHaveText(types.map((type) => new RegExp(`^${escapeRegExp(titleOf(type))} `)))
    expect(await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      types.map((type) => `#${type}`),
    )
    await expect(page.locator('main')).toMatchAriaSnapshot(['- main:', ...types.map(sectionTemplate)].join('\n'))
    // Drawn: each example shows a heading, picture or link of its own, and no failure in its place.
    const examples = page.getByRole('group', { name: / with its example props$/ })
    await expect(examples).toHaveCount(types.length)
    expect(
      await examples.evaluateAll((groups) =>
        groups
          .filter((group) => !group.querySelector('h1, h2, h3, h4, h5, h6, img, a[href]'))
          .map((group) => group.getAttribute('aria-labelledby')),
      ),
    ).toEqual([])
    await expect(page.getByText('could not be drawn')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    // An entity block is drawn with a sample record and says which entity it needs.
    const section = page.getByRole('region', { name: titleOf('product-details'), exact: true })
    const first = products.products[0]!
    await expect(section).toContainText(`bound to "products"`)
    await expect(section).toContainText(`Drawn here with products record ${first.id}, “${first.title}”`)
    await expect(
      page.getByRole('group', { name: 'product-details with its example props' }).getByRole('heading', { name: first.title }),
    ).toBeVisible()
    await expect(section.getByRole('link', { name: '/shop-single' })).toHaveCount(0)
    await expect(section.getByText('pages-schema/shop-single.json')).toBeVisible()

    // axe on the catalogue's own parts (its contents, and each entry's facts, settings table and snippet), with the
    // 11 product blocks drawn: the parts repeat for every block, and each block's view is scanned where a page
    // shows it, at both widths, by the route loop (tests/e2e/routes.spec.ts; test:browsers fails if a block type
    // is on no built page). All 44 entries took 10–30 s of this test; these 11, 3–4 s.
    await contents.getByRole('searchbox', { name: 'Find a block' }).fill('product')
    await expect(contents.getByRole('link')).toHaveCount(11)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })

  test('the contents link to each block, and a snippet copies to the clipboard as a block a page file accepts', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openCatalogue(page)
    await page
      .getByRole('navigation', { name: 'All blocks' })
      .getByRole('link', { name: /^Frequently asked questions faq / })
      .click()
    await expect(page).toHaveURL(/\/__blocks#faq$/)
    await expect(page.getByRole('heading', { level: 2, name: titleOf('faq'), exact: true })).toBeInViewport()

    await page.getByRole('button', { name: 'Copy snippet of faq' }).click()
    await expect(page.getByRole('region', { name: titleOf('faq'), exact: true }).getByRole('status')).toHaveText(
      'Copied: paste it into a page file.',
    )
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>
    expect(copied).toMatchObject({ id: 'faq', type: 'faq', props: { title: 'What Visitors Ask About Our Farming' } })
  })

  test('finds a block by its plain name and adds it to a page: the editor opens with it at the end, unsaved', async ({
    page,
  }) => {
    await openCatalogue(page)
    const contents = page.getByRole('navigation', { name: 'All blocks' })
    await contents.getByRole('searchbox', { name: 'Find a block' }).fill('questions')
    await expect(contents.getByRole('link')).toHaveText([/^Frequently asked questions faq /])
    await expect(page.getByRole('region', { name: titleOf('timeline'), exact: true })).toBeHidden()

    const faq = page.getByRole('region', { name: titleOf('faq'), exact: true })
    await faq.getByRole('button', { name: 'Add to page… (Frequently asked questions)' }).click()
    await faq.getByRole('combobox', { name: 'Page' }).selectOption('about-us')
    await faq.getByRole('button', { name: 'Open in the page editor' }).click()

    // The editor's first visit on this dev server may wait for it to compile the editor.
    await expect(page).toHaveURL(/\/__edit\?page=about-us$/, { timeout: 60_000 })
    const outline = page.getByRole('navigation', { name: 'Outline' })
    await expect(outline.getByRole('button', { name: /^Move / }).last()).toHaveAccessibleName(/^Move FAQ “faq(-\d+)?”$/)
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()
  })
})
