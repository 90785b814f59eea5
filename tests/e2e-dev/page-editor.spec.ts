/**
 * The page editor (/__edit, `npm run dev` only), as a non-developer uses it: rearranging, hiding,
 * editing and adding blocks on /home-2, saving, and what the file on disk then holds.
 */
import type { Dialog, Locator, Page } from '@playwright/test'
import { compileSite } from '#build/compile-site.ts'
import products from '#data-files/products.json' with { type: 'json' }
import { formatProblem } from '#page-model/problem.ts'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { devSiteDir } from './dev-site-location.mjs'
import { expect, watchedTest as test } from './dev-site.ts'

const HOME_2 = 'pages-schema/home-2.json'

interface Block {
  id: string
  type: string
  hidden?: boolean
  props: Record<string, unknown>
}
interface PageFile {
  blocks: Block[]
  [key: string]: unknown
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Outline' })
const inspector = (page: Page) => page.getByRole('region', { name: 'Settings of the selection' })
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]')
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })
const status = (page: Page) => page.getByRole('status').filter({ hasText: /saved|created|saving/i })
/** Selects a block by the start of its row in the outline, e.g. /^FAQ #faq/. */
const selectBlock = (page: Page, row: RegExp) => outline(page).getByRole('button', { name: row }).click()
/** Opens an entry of the selected block's list in the inspector, e.g. "Item 1". */
const openEntry = (page: Page, entry: string) =>
  inspector(page)
    .getByRole('button', { name: new RegExp(`^${entry}`) })
    .click()

async function openEditor(page: Page, name: string) {
  await page.goto(`/__edit?page=${name}`)
  await expect(
    outline(page)
      .getByRole('button', { name: /^Move / })
      .first(),
  ).toBeVisible()
  // The first check of the file has come back: nothing to save yet.
  await expect(page.getByText('Nothing to save.')).toBeVisible()
}

/** Drags one outline handle onto another, in small steps as a hand would. */
async function drag(page: Page, handle: Locator, onto: Locator) {
  const from = (await handle.boundingBox())!
  const to = (await onto.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await page.mouse.up()
}

/**
 * Lifts a block by its focused handle, moves it with an arrow key and drops it, waiting each time for
 * what dnd-kit tells screen readers (it reads keys only once the lift has happened).
 */
async function moveWithKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', toPosition: number) {
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press(key)
  await expect(page.getByRole('status').filter({ hasText: `would move to position ${toPosition} ` })).toBeAttached()
  await page.keyboard.press('Space')
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
}

/** The lines of `before` and `after` that a line diff (longest common subsequence) reports removed and added. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++
      j++
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!)
    else removed.push(a[i++]!)
  }
  return { removed, added }
}

/** The lines of the block with this id in a page file's text (one line, or from its "{" to its "}"), trimmed. */
function blockLines(text: string, id: string): string[] {
  const lines = text.split('\n')
  const at = lines.findIndex((line) => line.includes(`"id": ${JSON.stringify(id)}`))
  if (lines[at]!.trimStart().startsWith('{')) return [lines[at]!.trim()]
  const end = lines.findIndex((line, index) => index > at && /^ {4}\}/.test(line))
  return lines.slice(at - 1, end + 1).map((line) => line.trim())
}

function pageProblems(): string[] {
  return compileSite(devSiteDir()).problems.map(formatProblem)
}

test('rearrange, hide, retitle and add blocks on /home-2, save: the file changes by exactly that, validates, and the page shows it', async ({
  page,
  devFiles,
  request,
}) => {
  test.slow() // a long session: five edits, a save and two page loads
  devFiles.remember(HOME_2)
  const originalText = devFiles.read(HOME_2)
  const original = JSON.parse(originalText) as PageFile
  await openEditor(page, 'home-2')

  // Drag the timeline ("history") above the fun facts ("why-choose-us").
  await drag(
    page,
    outline(page).getByRole('button', { name: 'Move Timeline “history”' }),
    outline(page).getByRole('button', { name: 'Move Fun facts “why-choose-us”' }),
  )
  // With the keyboard, move the FAQ one place down (below the gallery).
  await moveWithKeyboard(page, outline(page).getByRole('button', { name: 'Move FAQ “faq”' }), 'ArrowDown', 8)
  // Hide the partners' strip.
  await outline(page).getByRole('button', { name: 'Hide Brand carousel “partners”' }).click()
  await expect(outline(page).getByRole('listitem').filter({ hasText: '#partners' })).toContainText('Hidden')
  // Retitle the first slide of the hero.
  await selectBlock(page, /^Hero slider #banner/)
  await openEntry(page, 'Slide 1')
  await inspector(page)
    .getByRole('group', { name: 'Slide 1' })
    .getByLabel('Title', { exact: true })
    .fill('Spring Planting Is Here')
  // Add an FAQ block after the blog highlights (the last block).
  await selectBlock(page, /^Blog highlights #blog/)
  await outline(page).getByRole('button', { name: 'Add block' }).click()
  const catalogue = page.getByRole('dialog', { name: 'Add a block' })
  // Blocks that show one record need a page for one record: /home-2 is not one.
  await expect(catalogue.getByRole('button', { name: /^Product details product-details/ })).toHaveCount(0)
  await expect(catalogue.getByRole('button', { name: /^Timeline of the farm timeline/ })).toBeVisible()
  await catalogue.getByRole('button', { name: /^Frequently asked questions faq/ }).click()
  await expect(catalogue).toBeHidden()
  await expect(inspector(page).getByRole('heading', { level: 2, name: 'FAQ' })).toBeFocused()
  await expect(inspector(page).getByLabel('ID', { exact: true })).toHaveValue('faq-2')

  // The preview follows the draft: the new title, the partners gone, the new FAQ there.
  await expect(preview(page).getByRole('heading', { name: 'Spring Planting Is Here' })).toBeVisible()
  await expect(preview(page).locator('#partners')).toHaveCount(0)
  await expect(preview(page).locator('#faq-2')).toHaveCount(1)

  await expect(status(page)).toHaveText('Unsaved changes')
  await expect(saveButton(page)).toBeEnabled()
  await saveButton(page).click()
  await expect(status(page)).toHaveText(/^Saved the page at \d\d:\d\d$/)

  // The file holds exactly these changes, in the file's own key order.
  const catalogueAnswer = await request.get('/__edit/api/catalogue')
  const faqExample = ((await catalogueAnswer.json()) as { blocks: { type: string; example: unknown }[] }).blocks.find(
    (block) => block.type === 'faq',
  )!.example
  const byId = (id: string) => original.blocks.find((block) => block.id === id)!
  const { props: partnerProps, ...partner } = byId('partners')
  const banner = structuredClone(byId('banner'))
  ;(banner.props.slides as { title: string }[])[0]!.title = 'Spring Planting Is Here'
  const expected: PageFile = {
    ...original,
    blocks: [
      banner,
      byId('features'),
      byId('history'),
      byId('why-choose-us'),
      byId('services'),
      byId('farmers'),
      byId('gallery'),
      byId('faq'),
      { ...partner, hidden: true, props: partnerProps },
      byId('blog'),
      { id: 'faq-2', type: 'faq', props: faqExample as Record<string, unknown> },
    ],
  }
  const savedText = devFiles.read(HOME_2)
  expect(JSON.stringify(JSON.parse(savedText))).toBe(JSON.stringify(expected))

  // …and the text diff is only those lines: moved lines appear removed and added alike; nothing else is reformatted.
  const { removed, added } = lineDiff(originalText, savedText)
  const moved = (line: string) => removed.includes(line) && added.includes(line)
  const newLines = added.filter((line) => !moved(line)).map((line) => line.trim())
  const oldLines = removed.filter((line) => !moved(line)).map((line) => line.trim())
  const diff = `lines removed:\n${removed.join('\n')}\nlines added:\n${added.join('\n')}`
  // The old title goes; so may the closing "}" of the block that was last (it gains a comma), depending on how the diff pairs lines.
  expect(
    oldLines.filter((line) => line !== '}'),
    diff,
  ).toEqual(['"title": "Farm Company Growing Organic",'])
  const expectedNewLines = ['"title": "Spring Planting Is Here",', '"hidden": true,', '},', ...blockLines(savedText, 'faq-2')]
  expect(newLines, diff).toContain('"title": "Spring Planting Is Here",')
  expect(newLines, diff).toContain('"hidden": true,')
  expect(
    newLines.filter((line) => !expectedNewLines.includes(line)),
    diff,
  ).toEqual([])
  expect(removed.length + added.length).toBeLessThan(60)

  // npm run validate has nothing to say about the saved site.
  expect(pageProblems()).toEqual([])

  // The page itself shows the change.
  await page.goto('/home-2')
  await expect(page.getByRole('heading', { name: 'Spring Planting Is Here' })).toBeVisible()
  await expect(page.locator('main > .block')).toHaveCount(10)
  expect(await page.locator('main > .block').evaluateAll((blocks) => blocks.map((block) => block.id))).toEqual([
    'banner',
    'features',
    'history',
    'why-choose-us',
    'services',
    'farmers',
    'gallery',
    'faq',
    'blog',
    'faq-2',
  ])

  // A reload of the editor opens the saved file.
  await openEditor(page, 'home-2')
  await expect(outline(page).getByRole('listitem').filter({ hasText: '#partners' })).toContainText('Hidden')
  await expect(
    outline(page)
      .getByRole('button', { name: /^Move / })
      .last(),
  ).toHaveAccessibleName('Move FAQ “faq-2”')
})

test('the first Tab skips to the settings; the preview shows the page at phone and desktop widths and scrolls to the selected block; the editor’s window never scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openEditor(page, 'home-2')
  // The first Tab offers a link past the outline, straight to the settings.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to the settings' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(inspector(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(inspector(page).getByLabel('ID', { exact: true })).toBeFocused()

  await expect(preview(page).getByRole('heading', { name: 'Farm Company Growing Organic' })).toBeVisible()
  // The preview's frame is found by its address once it has navigated there.
  await expect.poll(() => page.frames().some((candidate) => candidate.url().endsWith('/__edit/preview'))).toBe(true)
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/__edit/preview'))!
  await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(1280)
  await page.getByRole('radio', { name: /Phone/ }).check()
  await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(375)

  // Selecting a block brings it into the preview's view, and moves nothing in the editor around the preview.
  await selectBlock(page, /^FAQ #faq/)
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await expect(preview(page).getByRole('heading', { name: 'What Visitors Ask About Our Farming' })).toBeInViewport()
  const scrolled = await page.evaluate(() =>
    [document.scrollingElement!, ...document.querySelectorAll('*')]
      .filter((element) => element.scrollTop > 0)
      .map((element) => element.className),
  )
  expect(scrolled).toEqual([])

  // The window never scrolls: not by the wheel over the top bar, nor by Space outside a field. The FAQ's form, the
  // longest of the page, is far taller than the window.
  const windowScrolled = () => page.evaluate(() => document.scrollingElement!.scrollTop)
  const bar = (await page.getByRole('banner').boundingBox())!
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2)
  await page.mouse.wheel(0, 1500)
  await page.getByRole('banner').getByRole('status').click()
  await page.keyboard.press('Space')
  // The settings pane scrolls inside itself (and shows the wheel events have been handled).
  const settings = (await inspector(page).boundingBox())!
  await page.mouse.move(settings.x + settings.width / 2, settings.y + settings.height / 2)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => inspector(page).evaluate((pane) => pane.scrollTop)).toBeGreaterThan(0)
  expect(await windowScrolled()).toBe(0)
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(800)

  // A click on a block in the preview selects it.
  await preview(page).getByRole('heading', { name: 'Meet the Hands Behind Your Harvest' }).click()
  await expect(inspector(page).getByRole('heading', { level: 2, name: 'Farmers carousel' })).toBeVisible()
})

test('the preview shows the list entry being edited: the hero shows the slide, the FAQ opens the question', async ({ page }) => {
  // No slideshow of its own, so only the editor can change the slide on show.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openEditor(page, 'home-2')
  const slide = (title: string) => preview(page).getByRole('heading', { name: title })
  // Only the slide on show is reachable; the others are inert.
  const onShow = (title: string) => slide(title).evaluate((heading) => heading.closest('[inert]') === null)
  await expect(slide('Farm Company Growing Organic')).toBeVisible()
  expect(await onShow('Farm Company Growing Organic')).toBe(true)

  // The hero slider is selected on opening: opening Slide 2 in the form shows slide 2.
  await openEntry(page, 'Slide 2')
  await expect.poll(() => onShow('Best Harvest of the Season')).toBe(true)
  // A field of Slide 1 takes the preview back to slide 1.
  await openEntry(page, 'Slide 1')
  await inspector(page).getByRole('textbox', { name: 'Title' }).first().focus()
  await expect.poll(() => onShow('Farm Company Growing Organic')).toBe(true)

  // The FAQ: the third question opens in the preview when its entry is opened in the form.
  await selectBlock(page, /^FAQ #faq/)
  const water = preview(page).getByRole('button', { name: /water/i })
  await expect(water).toHaveAttribute('aria-expanded', 'false')
  await openEntry(page, 'Question 3')
  await expect(water).toHaveAttribute('aria-expanded', 'true')
})

test('a carousel of records: the preview turns to the record being chosen in the form', async ({ page }) => {
  await openEditor(page, 'home')
  /** Whether the card of this project lies wholly inside its carousel, left to right. */
  const inView = (title: string) =>
    preview(page)
      .getByRole('heading', { name: title })
      .evaluate((heading) => {
        const card = heading.getBoundingClientRect()
        const carousel = heading.closest('[aria-roledescription="carousel"]')!.getBoundingClientRect()
        return card.left >= carousel.left - 1 && card.right <= carousel.right + 1
      })
  await selectBlock(page, /^Project carousel #projects/)
  await expect.poll(() => inView('Heritage Apple Orchard')).toBe(true)
  expect(await inView('Wildflower Beekeeping')).toBe(false)

  const projects = inspector(page).getByRole('group', { name: 'Projects' })
  await projects.getByRole('radio', { name: 'Chosen records' }).check()
  await projects.getByRole('checkbox', { name: /Wildflower Beekeeping/ }).focus()
  await expect.poll(() => inView('Wildflower Beekeeping')).toBe(true)
  await projects.getByRole('checkbox', { name: /Heritage Apple Orchard/ }).focus()
  await expect.poll(() => inView('Heritage Apple Orchard')).toBe(true)
})

test('a product page: the preview shows the product chosen, and the tab of the row being edited', async ({ page }) => {
  await openEditor(page, 'shop-single')
  const product = preview(page).locator('#product')
  await expect(product.getByRole('heading', { level: 2, name: 'Wild Blueberries' })).toBeVisible()
  // Each product has its own Description (issue 53): the preview follows the product chosen.
  const show = page.getByRole('combobox', { name: 'Show', exact: true })
  await expect(show.getByRole('option')).toHaveCount(products.products.length)
  await show.selectOption({ label: 'Garden Strawberries · /shop-single/3' })
  await expect(product.getByRole('heading', { level: 2, name: 'Garden Strawberries' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open saved page/ })).toHaveAttribute('href', '/shop-single/3')
  await expect(product.getByRole('tabpanel')).toContainText('Our strawberries grow in raised beds behind the orchard')

  await selectBlock(page, /^Product details #product/)
  await inspector(page)
    .getByRole('button', { name: /^Additional info entry 2/ })
    .click()
  await expect(product.getByRole('tab', { selected: true })).toHaveText('Additional Information')
  await inspector(page)
    .getByRole('textbox', { name: /^Description entry 1/ })
    .focus()
  await expect(product.getByRole('tab', { selected: true })).toHaveText('Description')
})

test('the editor passes axe, with a block selected and with the catalogue open', async ({ page }) => {
  test.slow() // three full scans of a large form
  // The preview frame is the site itself, which the site's own tests scan route by route.
  const scan = () => expectNoAxeViolations(page, { exclude: ['iframe'] })
  await openEditor(page, 'home-2')
  await scan()
  await selectBlock(page, /^FAQ #faq/)
  await openEntry(page, 'Question 1')
  await scan()
  await outline(page).getByRole('button', { name: 'Add block' }).click()
  await expect(page.getByRole('dialog', { name: 'Add a block' })).toBeVisible()
  await scan()
})

test.describe('at 1280 px with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Presses Tab (or Shift+Tab) until `target` has the focus, at most 60 times. */
  async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
    for (let presses = 0; presses < 60; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    }
    await expect(target).toBeFocused()
  }

  test('select, move, hide, edit, add a block and save', async ({ page, devFiles }) => {
    test.slow() // a key press at a time through the whole editor
    devFiles.remember(HOME_2)
    await openEditor(page, 'home-2')

    await tabTo(page, outline(page).getByRole('button', { name: /^Timeline #history/ }))
    await page.keyboard.press('Enter')
    await expect(inspector(page).getByRole('heading', { level: 2, name: 'Timeline' })).toBeFocused()

    const handle = outline(page).getByRole('button', { name: 'Move Timeline “history”' })
    await tabTo(page, handle, { backwards: true })
    await page.keyboard.press('Enter')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('status').filter({ hasText: 'would move to position 4 ' })).toBeAttached()
    await page.keyboard.press('Enter')
    await expect(handle).toBeFocused()
    await expect(
      outline(page)
        .getByRole('button', { name: /^Move / })
        .nth(3),
    ).toHaveAccessibleName('Move Timeline “history”')

    await tabTo(page, outline(page).getByRole('button', { name: 'Hide Farmers carousel “farmers”' }))
    await page.keyboard.press('Space')

    await tabTo(page, outline(page).getByRole('button', { name: 'Add block' }))
    await page.keyboard.press('Enter')
    const catalogue = page.getByRole('dialog', { name: 'Add a block' })
    await page.keyboard.type('question')
    await tabTo(page, catalogue.getByRole('button', { name: /^Frequently asked questions faq/ }))
    await page.keyboard.press('Enter')
    await expect(inspector(page).getByRole('heading', { level: 2, name: 'FAQ' })).toBeFocused()

    await tabTo(page, inspector(page).getByLabel('Title', { exact: true }))
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Before You Visit')
    await expect(saveButton(page)).toBeEnabled()
    await page.keyboard.press('ControlOrMeta+s')
    await expect(status(page)).toHaveText(/^Saved the page at \d\d:\d\d$/)

    const saved = JSON.parse(devFiles.read(HOME_2)) as PageFile
    expect(saved.blocks.map((block) => block.id)).toEqual([
      'banner',
      'features',
      'why-choose-us',
      'history',
      'faq-2',
      'services',
      'farmers',
      'faq',
      'gallery',
      'partners',
      'blog',
    ])
    expect(saved.blocks.find((block) => block.id === 'farmers')!.hidden).toBe(true)
    expect(saved.blocks.find((block) => block.id === 'faq-2')!.props.title).toBe('Before You Visit')
  })
})

test('a page file changed on disk: opened again at once when nothing is unsaved, else the editor asks first', async ({
  page,
  devFiles,
}) => {
  devFiles.remember(HOME_2)
  await openEditor(page, 'home-2')
  const edit = (from: string, to: string) => devFiles.write(HOME_2, devFiles.read(HOME_2).replace(from, to))

  edit('"Farm Company Growing Organic"', '"Edited in the Code Editor"')
  await expect(preview(page).getByRole('heading', { name: 'Edited in the Code Editor' })).toBeVisible({ timeout: 15_000 })

  await outline(page).getByRole('button', { name: 'Hide Timeline “history”' }).click()
  edit('"Edited in the Code Editor"', '"Edited Again"')
  const banner = page.getByRole('alert').filter({ hasText: 'changed this page elsewhere' })
  await expect(banner).toBeVisible({ timeout: 15_000 })
  await banner.getByRole('button', { name: 'Load the latest version' }).click()
  await expect(preview(page).getByRole('heading', { name: 'Edited Again' })).toBeVisible()
  await expect(outline(page).getByRole('listitem').filter({ hasText: '#history' })).not.toContainText('Hidden')
  await expect(status(page)).toHaveText('All changes saved')
})

test('unsaved changes: a reload asks first, and the draft is offered back — restored, then undone to nothing kept', async ({
  page,
}) => {
  await openEditor(page, 'home-2')
  await outline(page).getByRole('button', { name: 'Hide Timeline “history”' }).click()
  await expect(status(page)).toHaveText('Unsaved changes')

  const asked: string[] = []
  const answer = async (dialog: Dialog) => {
    asked.push(dialog.type())
    await dialog.accept()
  }
  page.on('dialog', answer)
  await page.reload()
  expect(asked).toEqual(['beforeunload'])

  const offer = page.getByRole('region', { name: 'Unsaved changes from before' })
  await expect(offer).toHaveText(/^You have unsaved changes from \d\d:\d\d to this page\.\s*Restore\s*Discard$/)
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(offer).toBeHidden()
  await expect(outline(page).getByRole('listitem').filter({ hasText: '#history' })).toContainText('Hidden')
  await expect(status(page)).toHaveText('Unsaved changes')

  // Undone back to what the file holds: nothing to keep, nothing to ask about.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(status(page)).toHaveText('All changes saved')
  await openEditor(page, 'home-2')
  expect(asked).toEqual(['beforeunload'])
  await expect(offer).toHaveCount(0)
})

test('on a phone the top bar keeps only its save state and buttons when the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openEditor(page, 'about-us')
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('combobox', { name: 'Page' })).toBeInViewport()
  await page.mouse.move(187, 600)
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  // The rows above the save state (brand, sections, page picker) have gone up with the page; the rest stays whole.
  await expect(bar.getByRole('combobox', { name: 'Page' })).not.toBeInViewport()
  await expect(bar.getByRole('status')).toBeInViewport({ ratio: 1 })
  for (const name of ['Undo', 'Redo', 'Save as new page…', 'Save'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 })
  const shown = await bar.evaluate((header) => header.getBoundingClientRect().bottom)
  expect(shown).toBeLessThan(130)
  // The keyboard's way back to the picker brings the whole bar back (nothing to undo yet: the picker comes before).
  await bar.getByRole('button', { name: 'Save as new page…' }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(bar.getByRole('combobox', { name: 'Page' })).toBeFocused()
  await expect(bar.getByRole('combobox', { name: 'Page' })).toBeInViewport({ ratio: 1 })
})

test('a data file with a syntax error is named in words above the editor with where to fix it, until it is fixed', async ({
  page,
  devFiles,
}) => {
  const file = 'data/products.json'
  devFiles.remember(file)
  await openEditor(page, 'home-2')
  await expect(status(page)).toHaveText('All changes saved')
  const good = devFiles.read(file)
  devFiles.write(file, good.replace('"price": "$6.50",', '"price": "$6.50"'))

  const banner = page.getByRole('region', { name: 'Problems in the site’s content' })
  await expect(banner).toContainText('A problem in Products', { timeout: 15_000 })
  // The one message for the file: no follow-on messages about links to its products.
  await expect(banner.getByRole('listitem')).toHaveCount(1)
  await expect(banner.getByRole('listitem')).toContainText(
    'Products: JSON syntax error: a comma is missing — add a comma after "$6.50"',
  )
  // Linked to the collection's list; the file's line under Details.
  await expect(banner.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/__edit?collection=products')
  await expect(banner.getByText('data/products.json:17:23  JSON syntax error: a comma is missing')).toBeHidden()
  await expect(status(page)).toHaveText('Page saved; problems in Products')

  devFiles.write(file, good)
  await expect(banner).toBeHidden({ timeout: 15_000 })
  await expect(status(page)).toHaveText('All changes saved')
})

test('the endpoint refuses requests from another origin and requests without one', async ({ request, baseURL }) => {
  const page = JSON.parse(JSON.stringify({ name: 'home-2.json', page: {} }))
  const foreign = await request.post('/__edit/api/save', { data: page, headers: { Origin: 'http://evil.example' } })
  expect(foreign.status()).toBe(403)
  expect(await foreign.json()).toEqual({ error: expect.stringMatching(/only answers its own pages/) as unknown })
  const anonymous = await request.post('/__edit/api/save', { data: page })
  expect(anonymous.status()).toBe(403)
  const own = await request.post('/__edit/api/save', {
    data: { name: '../package.json', page: {} },
    headers: { Origin: baseURL! },
  })
  expect(own.status()).toBe(400)
  expect(((await own.json()) as { error: string }).error).toMatch(/leads out of pages-schema/)
})
