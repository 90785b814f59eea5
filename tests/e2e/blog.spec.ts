// The farm journal as a reader uses it: the four list layouts and their pages (by click, query and path),
// the sidebar's widgets, both post layouts with Previous/Next, the comment form, the links from the
// footer and the home page into the blog, unknown posts and axe. Queried by role and visible text.
import type { Page } from '@playwright/test'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import { expect, expectNoAxeViolations, gotoAndSettle, stopTheClock, test } from './fixtures.ts'

const posts = blogPostsFile['blog-posts']
const POSTS = 15
const postTitles = (page: Page) => page.locator('main').getByRole('article').getByRole('heading', { level: 3 })
const pages = (page: Page) => page.locator('main').getByRole('navigation', { name: 'Blog pages' })
const currentPage = (page: Page, n: number) => pages(page).getByRole('link', { name: `Page ${n}, current page` })
const postHeading = (page: Page) => page.locator('main').getByRole('article').getByRole('heading', { level: 2 })

test.describe('blog lists', () => {
  // The list with a sidebar leads to the post with a sidebar.
  const lists: [string, number, string][] = [
    ['/blog-standard', 3, '/blog-single/'],
    ['/blog-with-sidebar', 3, '/blog-single-with-sidebar/'],
    ['/blog-2-column', 4, '/blog-single/'],
    ['/blog-3-column', 6, '/blog-single/'],
  ]
  for (const [url, perPage, postPath] of lists) {
    test(`${url} shows ${perPage} posts a page, arrows disabled at both ends`, async ({ page }) => {
      const last = Math.ceil(POSTS / perPage)
      await gotoAndSettle(page, url)
      await expect(postTitles(page)).toHaveCount(perPage)
      await expect(postTitles(page).first()).toHaveText('How We Build Living Soil Without Synthetic Fertilisers')
      const card = page.locator('main').getByRole('article').first()
      await expect(card.getByText('28Dec2024')).toBeVisible()
      await expect(card.getByText('Emma Hartley')).toBeVisible()
      await expect(card.getByText(`${posts[0]!.comments.length} Comments`)).toBeVisible()
      await expect(
        card.getByRole('link', { name: 'Continue Reading about How We Build Living Soil Without Synthetic Fertilisers' }),
      ).toHaveAttribute('href', `${postPath}1`)
      await expect(pages(page).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
      await expect(pages(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false')

      await pages(page)
        .getByRole('link', { name: `Page ${last}`, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${url}\\?page=${last}$`))
      await expect(currentPage(page, last)).toBeVisible()
      await expect(postTitles(page)).toHaveCount(POSTS - (last - 1) * perPage)
      await expect(pages(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
      await expect(pages(page).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false')
    })
  }

  test('page 2 by click: the query changes, then after 200 ms the page scrolls to the top', async ({ page }) => {
    await gotoAndSettle(page, '/blog-standard')
    await pages(page).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)
    await stopTheClock(page)
    await pages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/blog-standard\?page=2$/)
    await expect(currentPage(page, 2)).toBeVisible()
    await expect(postTitles(page).first()).toHaveText(posts[3]!.title)
    await page.clock.runFor(150)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.clock.runFor(50)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('with reduced motion the page jumps to the top at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoAndSettle(page, '/blog-2-column')
    await pages(page).scrollIntoViewIfNeeded()
    await stopTheClock(page)
    await pages(page).getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/blog-2-column\?page=2$/)
    await page.clock.runFor(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  // Every kind of page number (0, negative, not a number, a fraction, past the end) is nearestPage's unit
  // test (src/ui/primitives/pagination.test.ts); here the address reaches it.
  test('page numbers in the address: by query and by path the same posts, the path canonical; past the end, the last page', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/blog-standard?page=2')
    await expect(currentPage(page, 2)).toBeVisible()
    const byQuery = await postTitles(page).allTextContents()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://greenvalley.example/blog-standard/2')

    const response = await gotoAndSettle(page, '/blog-standard/2')
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain(byQuery[0])
    await expect(currentPage(page, 2)).toBeVisible()
    expect(await postTitles(page).allTextContents()).toEqual(byQuery)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://greenvalley.example/blog-standard/2')

    // Changing page from the path reading writes the query, which then wins.
    await pages(page).getByRole('link', { name: 'Page 3', exact: true }).click()
    await expect(page).toHaveURL(/\/blog-standard\/2\?page=3$/)
    await expect(currentPage(page, 3)).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://greenvalley.example/blog-standard/3')
    await expect(page).toHaveTitle('Farm Journal, Page 3 of 5 | Green Valley Organic Farm')

    // Past the end by query: the last page. (By path, a page that is not there is the 404 page: unknown-ids.spec.ts.)
    await gotoAndSettle(page, '/blog-standard?page=999')
    await expect(currentPage(page, 5)).toBeVisible()
    await expect(postTitles(page)).toHaveCount(3)
  })
})

test.describe('blog sidebar', () => {
  test('a reader on /blog-with-sidebar: the subject links, the gallery lightbox by mouse (axe-clean), then a recent post', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/blog-with-sidebar')
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
    // Categories, months and tags of the posts, each a link to its posts; social links go out in a new tab.
    const dairy = posts.filter((post) => post.category === 'The Dairy').length
    await expect(
      sidebar.getByRole('region', { name: 'Categories' }).getByRole('link', { name: `The Dairy ${dairy} posts` }),
    ).toHaveAttribute('href', '/blog-with-sidebar?category=the-dairy')
    const december = posts.filter((post) => post.date.startsWith('2024-12')).length
    await expect(
      sidebar.getByRole('region', { name: 'Archives' }).getByRole('link', { name: `Dec 2024 ${december} posts` }),
    ).toHaveAttribute('href', '/blog-with-sidebar?month=2024-12')
    const cheese = posts.filter((post) => post.tags.includes('Cheese')).length
    await expect(
      sidebar.getByRole('region', { name: 'Tags' }).getByRole('link', { name: `Cheese ${cheese} posts` }),
    ).toHaveAttribute('href', '/blog-with-sidebar?tag=cheese')
    const social = sidebar.getByRole('region', { name: 'Follow Us' }).getByRole('link')
    await expect(social).toHaveCount(4)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The gallery by mouse: a thumbnail opens the lightbox, arrows and swipes move, close returns focus.
    const gallery = sidebar.getByRole('region', { name: 'Gallery' })
    const opener = gallery.getByRole('button', { name: /^Open picture 2 of 6/ })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Farm gallery' })
    await expect(dialog).toBeVisible()
    await expect(page.locator('.yarl__counter')).toHaveText('2 / 6')
    await expectNoAxeViolations(page, { include: '[role="dialog"][aria-modal="true"]' })
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(page.locator('.yarl__counter')).toHaveText('3 / 6')
    // A swipe over 40 px changes picture, like the product lightbox.
    await page.mouse.move(720, 450)
    await page.mouse.down()
    await page.mouse.move(780, 450, { steps: 5 })
    await page.mouse.up()
    await expect(page.locator('.yarl__counter')).toHaveText('2 / 6')
    await dialog.getByRole('button', { name: 'Close gallery' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // Recent posts: the three newest, titles cut at 47 characters, each a real post.
    const recent = sidebar.getByRole('region', { name: 'Recent Posts' }).getByRole('link')
    await expect(recent).toHaveText([
      'How We Build Living Soil Without Synthetic Fert ...',
      'Morning Milking: A Day in the Life of Our Dairy ...',
      'Seven Heirloom Tomatoes Worth Growing This Summ ...',
    ])
    await recent.nth(1).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/2$/)
    await expect(postHeading(page)).toHaveText('Morning Milking: A Day in the Life of Our Dairy Herd')
  })

  test('gallery by keyboard: Enter opens, Left/Right loop round six pictures, Escape closes', async ({ page }) => {
    await gotoAndSettle(page, '/blog-single-with-sidebar/1')
    const gallery = page.getByRole('complementary').getByRole('region', { name: 'Gallery' })
    await gallery.getByRole('button', { name: /^Open picture 6 of 6/ }).focus()
    await page.keyboard.press('Enter')
    const counter = page.locator('.yarl__counter')
    await expect(counter).toHaveText('6 / 6')
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('1 / 6')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText('6 / 6')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(gallery.getByRole('button', { name: /^Open picture 6 of 6/ })).toBeFocused()
  })
})

test.describe('blog posts', () => {
  test('previous of the first post is the last; next of the last is the first (both layouts)', async ({ page }) => {
    await gotoAndSettle(page, '/blog-single/1')
    const more = page.locator('main').getByRole('navigation', { name: 'More posts' })
    await expect(more.getByRole('link', { name: 'Previous Post Composting at' })).toBeVisible()
    await more.getByRole('link', { name: /Previous Post/ }).click()
    await expect(page).toHaveURL(/\/blog-single\/15$/)
    await expect(postHeading(page)).toHaveText('Composting at Scale: Turning Waste Into Black Gold')
    await expect(more.getByRole('link', { name: 'Next Post How We' })).toBeVisible()
    await more.getByRole('link', { name: /Next Post/ }).click()
    await expect(page).toHaveURL(/\/blog-single\/1$/)
    await expect(postHeading(page)).toHaveText('How We Build Living Soil Without Synthetic Fertilisers')

    await gotoAndSettle(page, '/blog-single-with-sidebar/15')
    await more.getByRole('link', { name: /Next Post/ }).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/1$/)
    // The address changes a moment before the post: until then the links are still post 15's.
    await expect(postHeading(page)).toHaveText('How We Build Living Soil Without Synthetic Fertilisers')
    await more.getByRole('link', { name: /Previous Post/ }).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/15$/)
    await expect(postHeading(page)).toHaveText('Composting at Scale: Turning Waste Into Black Gold')
  })

  // Axe scans /blog-single/1 and /blog-single-with-sidebar/1, the posts with their own text, in routes.spec.ts (both widths).
  test('post 1 shows its own text (data/blog-posts/1.md), prerendered; post 2 its own, not the shared text, and its comment form refuses empty fields, then clears and thanks', async ({
    page,
    request,
  }) => {
    const firstWords = 'Every spring, before a single seed goes in, we walk each field with a spade'
    const html = await (await request.get('/blog-single/1')).text()
    expect(html).toContain(firstWords)
    expect(html).not.toContain('Every season on the farm starts underground')

    await gotoAndSettle(page, '/blog-single/1')
    const article = page.locator('main').getByRole('article')
    await expect(article.getByText(firstWords)).toBeVisible()
    await expect(article.getByRole('heading', { level: 3, name: 'Feeding the soil, not the plant' })).toBeVisible()
    await expect(article.getByRole('blockquote')).toContainText('We farm soil, and the soil gives us the rest.')
    const picture = article.getByRole('img', {
      name: 'Cabbages, carrots and broccoli growing in rows on one of our rotation fields',
    })
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await article.getByRole('link', { name: 'our shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)

    await gotoAndSettle(page, '/blog-single/2')
    await expect(page.locator('main').getByRole('article').getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expect(page.locator('main').getByText(/^Every season on the farm starts underground/)).toHaveCount(0)
    await expect(page.locator('main').getByText(firstWords)).toHaveCount(0)

    // The comment form refuses empty fields, then clears and thanks.
    const form = page.getByRole('form', { name: 'Leave a comments' })
    const submit = form.getByRole('button', { name: 'Post Comment' })
    await submit.click()
    const name = form.getByRole('textbox', { name: /Your name/ })
    expect(await name.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await name.fill('Ada Brooks')
    await form.getByRole('textbox', { name: /Your e-mail/ }).fill('not-an-address')
    await form.getByRole('textbox', { name: /Your comment/ }).fill('We visited on Saturday: lovely cows.')
    await submit.click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await form.getByRole('textbox', { name: /Your e-mail/ }).fill('ada@example.com')
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Thanks For Your Message' })).toBeVisible()
    await expect(name).toHaveValue('')
    await expect(form.getByRole('textbox', { name: /Your comment/ })).toHaveValue('')
  })

  test('a post shows its byline, its own tags, share links, author box and its own comments', async ({ page }) => {
    const post = posts[3]!
    const response = await gotoAndSettle(page, '/blog-single-with-sidebar/4')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${post.title} | Farm Journal | Green Valley Organic Farm`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://greenvalley.example/blog-single/4')
    const article = page.locator('main').getByRole('article')
    const count = `${post.comments.length} ${post.comments.length === 1 ? 'Comment' : 'Comments'}`
    await expect(article.locator('header').getByText(count)).toBeVisible()
    for (const tag of post.tags) await expect(article.getByRole('link', { name: tag, exact: true })).toBeVisible()
    await expect(article.getByText('Algorithm', { exact: true })).toHaveCount(0)
    await expect(article.getByRole('complementary', { name: 'About the author' })).toContainText(post.author)
    const share = article.getByRole('list', { name: 'Share this post' }).getByRole('link')
    await expect(share.first()).toHaveAttribute('href', /greenvalley\.example%2Fblog-single%2F4$/)
    await expect(share.first()).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(article.getByRole('heading', { name: count })).toBeVisible()
    await expect(article.getByRole('region', { name: count }).getByRole('listitem')).toHaveCount(post.comments.length)
  })

  test('a tag under a post leads to the posts with that tag, whose pages keep it; "Show all posts" leads back', async ({
    page,
  }) => {
    // The tag most posts share, so that its list has two pages.
    const tags = posts.flatMap((post) => post.tags)
    const tag = tags.reduce((best, each) =>
      tags.filter((t) => t === each).length > tags.filter((t) => t === best).length ? each : best,
    )
    const slug = tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')
    const withTag = posts.filter((post) => post.tags.includes(tag))
    expect(withTag.length).toBeGreaterThan(3)
    await gotoAndSettle(page, `/blog-single/${withTag[0]!.id}`)
    await page.locator('main').getByRole('article').getByRole('link', { name: tag, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog-with-sidebar\\?tag=${slug}$`))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://greenvalley.example/blog-with-sidebar')
    const main = page.locator('main')
    const heading = main.getByRole('heading', { level: 2, name: `Posts tagged “${tag}”` })
    await expect(heading).toBeVisible()
    await expect(heading.locator('..').getByText(`${withTag.length} posts`, { exact: true })).toBeVisible()
    await expect(postTitles(page)).toHaveText(withTag.slice(0, 3).map((post) => post.title))
    await pages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog-with-sidebar\\?tag=${slug}&page=2$`))
    await expect(postTitles(page)).toHaveText(withTag.slice(3, 6).map((post) => post.title))
    // The sidebar marks the tag shown, on every page of its list.
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
    const current = sidebar.locator('a[aria-current="true"]')
    await expect(current).toHaveAccessibleName(`${tag} ${withTag.length} posts`)
    await main.getByRole('link', { name: 'Show all posts' }).click()
    await expect(page).toHaveURL(/\/blog-with-sidebar$/)
    await expect(postTitles(page)).toHaveCount(3)
    await expect(main.getByRole('heading', { name: `Posts tagged “${tag}”` })).toHaveCount(0)
    await expect(current).toHaveCount(0)
  })

  test('a filtered address opened directly shows its posts after the list of all; an unknown tag says there are none', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/blog-with-sidebar?month=2024-11')
    const november = posts.filter((post) => post.date.startsWith('2024-11'))
    await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Posts from November 2024' })).toBeVisible()
    await expect(postTitles(page)).toHaveText(november.slice(0, 3).map((post) => post.title))
    const archives = page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('region', { name: 'Archives' })
    await expect(archives.locator('a[aria-current="true"]')).toHaveAttribute('href', '/blog-with-sidebar?month=2024-11')
    await expectNoAxeViolations(page)

    await gotoAndSettle(page, '/blog-with-sidebar?tag=fashion')
    await expect(page.locator('main').getByText('No post has this tag.')).toBeVisible()
    await expect(postTitles(page)).toHaveCount(0)
  })

  test('an unknown post shows the banner only, in both layouts; that view passes axe at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    for (const url of ['/blog-single/999', '/blog-single-with-sidebar/abc']) {
      await gotoAndSettle(page, url)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Farm Journal' })).toBeVisible()
      await expect(main.getByRole('article')).toHaveCount(0)
      await expect(main.locator('.block')).toHaveCount(1)
      if (url === '/blog-single/999') await expectNoAxeViolations(page)
    }
  })
})

test.describe('links into the blog', () => {
  test("every blog link of the menu, the footer and the home page is a prerendered page; the footer's recent posts and 'News & Media' open real posts", async ({
    page,
    request,
  }) => {
    await gotoAndSettle(page, '/')
    const hrefs = await page
      .locator('a[href^="/blog"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
    expect(hrefs).toEqual(expect.arrayContaining(['/blog-standard', '/blog-single/1', '/blog-single-with-sidebar/2']))
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)

    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Morning Milking: A Day in the Life of Our Dairy Herd' }).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/2$/)
    await expect(postHeading(page)).toHaveText('Morning Milking: A Day in the Life of Our Dairy Herd')
    await footer.getByRole('link', { name: 'Seven Heirloom Tomatoes Worth Growing This Summer' }).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/3$/)
    await expect(postHeading(page)).toHaveText('Seven Heirloom Tomatoes Worth Growing This Summer')
    await footer.getByRole('link', { name: 'News & Media' }).click()
    await expect(page).toHaveURL(/\/blog-single\/1$/)
    await expect(postHeading(page)).toHaveText('How We Build Living Soil Without Synthetic Fertilisers')
  })
})
