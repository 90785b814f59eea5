// Home page (/): banner slideshow, counters and progress circles, background video, contact form,
// blog links, reduced motion and accessibility. Run against the built site (DIST_DIR, PORT).
import type { Locator, Page } from '@playwright/test'
import { expect, gotoAndSettle, stopTheClock, test, untilHydrated } from './fixtures.ts'

// Motion as most visitors see it: what slides, fades and counts here is part of the behaviour (the config's default is
// reduced motion, decision 269).
test.use({ reducedMotion: 'no-preference' })

const banner = (page: Page) => page.getByRole('region', { name: 'Welcome to Green Valley' })
const bullet = (page: Page, n: number) => banner(page).getByRole('button', { name: `Go to slide ${n}` })
const SLIDE_TITLES = ['Organic Food Grown With Care', 'Happy Cows, Honest Milk', 'Harvesting the Best of Every Season']

/** The banner shows slide n (1-based): its bullet is current and its title is the one visitors reach (the others are inert). */
async function expectSlide(page: Page, n: number) {
  await expect(bullet(page, n)).toHaveAttribute('aria-current', 'true')
  await expect(banner(page).getByRole('heading')).toHaveText(SLIDE_TITLES[n - 1]!)
}

test.describe('banner slideshow', () => {
  test('a drag shows the next slide, then the one before, following no link; arrows and bullets change the slide, looping both ways; the first scene is the eager, high-priority LCP image', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/')
    const scenes = banner(page).locator('img.hero-slider__scene')
    await expect(scenes).toHaveCount(3)
    await expect(scenes.nth(0)).toHaveAttribute('fetchpriority', 'high')
    await expect(scenes.nth(0)).not.toHaveAttribute('loading', 'lazy')
    for (const n of [1, 2]) {
      await expect(scenes.nth(n)).toHaveAttribute('loading', 'lazy')
      await expect(scenes.nth(n)).not.toHaveAttribute('fetchpriority', /.*/)
    }

    // Stop autoplay so the visitor alone decides the slide.
    await banner(page).getByRole('button', { name: 'Pause slideshow' }).click()
    const box = (await banner(page).boundingBox())!
    const drag = async (fromX: number, toX: number) => {
      const y = box.y + box.height * 0.4
      await page.mouse.move(box.x + box.width * fromX, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * toX, y, { steps: 8 })
      await page.mouse.up()
    }
    // The first drag is read before the slides' script has started, the second by it.
    await drag(0.9, 0.1)
    await expectSlide(page, 2)
    await drag(0.1, 0.9)
    await expectSlide(page, 1)
    await expect(page).toHaveURL(/\/$/)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organic Food Grown With Care')
    await expect(banner(page).getByRole('heading', { level: 1 }).locator('strong')).toHaveText('Organic')
    await expectSlide(page, 1)

    await banner(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 2)
    await banner(page).getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 1)
    await banner(page).getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 3)
    await bullet(page, 2).click()
    await expectSlide(page, 2)

    // The slides out of view are inert: only the shown slide's links can be reached.
    await expect(banner(page).getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/about-us')
    await expect(banner(page).getByRole('link', { name: /Organic Farm Services/ })).toHaveAttribute('href', '/services')
  })
})

test.describe("on the page's own clock", () => {
  test('the banner plays by itself every 5 s and keeps playing after the visitor uses it; counters and circles count up from 0 once scrolled into view, to 25, 83 % and 60 %', async ({
    page,
  }) => {
    await stopTheClock(page)
    await gotoAndSettle(page, '/')
    // The slideshow's clock runs from the moment it stops announcing its slides (aria-live "off"): 5 s each.
    await expect(banner(page).locator('[aria-live="off"]')).toBeAttached()
    await page.clock.runFor(4_500)
    await expectSlide(page, 1)
    await page.clock.runFor(1_000)
    await expectSlide(page, 2)
    await banner(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 3)
    // 5 s after the visitor's move has settled (its 0.9 s fade).
    await page.clock.runFor(5_500)
    await expectSlide(page, 3)
    await page.clock.runFor(500)
    await expectSlide(page, 1)

    const counter = page.locator('#about').getByText('Litres of Milk Since 1870').locator('..')
    const organic = page.getByRole('progressbar', { name: 'Organic Solutions' })
    const quality = page.getByRole('progressbar', { name: 'Quality Agriculture' })
    // The browser reports a block in view in real time; from then on it counts on the page's stopped clock.
    const stepUntil = (read: () => Promise<unknown>, ms: number) =>
      expect.poll(async () => {
        await page.clock.runFor(ms)
        return read()
      })

    // Blocks take over their prerendered HTML one screen before they are seen (progressive hydration),
    // so a visitor scrolling down sees them start from 0: just below the fold they wait at 0.
    // Sections far down keep a placeholder height until they come near (content-visibility), so the jump there
    // moves the element again: it is placed until it stays (once, the jump left it half in view, and it counted).
    const placeJustBelowTheFold = (element: Locator) =>
      expect
        .poll(() =>
          element.evaluate((node) => {
            const top = node.getBoundingClientRect().top
            if (top >= window.innerHeight && top <= window.innerHeight + 20) return 'placed'
            window.scrollTo(0, top + window.scrollY - window.innerHeight - 1)
            return 'moved'
          }),
        )
        .toBe('placed')
    await placeJustBelowTheFold(counter)
    await untilHydrated(counter)
    await page.clock.runFor(3000)
    await expect(counter).toHaveText('0MLitres of Milk Since 1870')
    await counter.scrollIntoViewIfNeeded()
    await stepUntil(() => counter.textContent(), 500).toBe('25MLitres of Milk Since 1870')

    await placeJustBelowTheFold(organic)
    await untilHydrated(organic)
    await page.clock.runFor(3000)
    await expect(organic).toHaveAttribute('aria-valuenow', '0')
    await organic.scrollIntoViewIfNeeded()
    // Each step (5, 10, … 80, 83, one per 50 ms) is blocks/progress-stats/progress-stats.test.tsx.
    await stepUntil(() => organic.getAttribute('aria-valuenow'), 500).toBe('83')
    await expect(organic).toContainText('83%')
    await stepUntil(() => quality.getAttribute('aria-valuenow'), 500).toBe('60')
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('counters and circles show their final values at once, and nothing plays by itself', async ({ page }) => {
    await stopTheClock(page)
    await gotoAndSettle(page, '/')
    await expect(page.locator('#about').getByText('Litres of Milk Since 1870').locator('..')).toHaveText(
      '25MLitres of Milk Since 1870',
    )
    await expect(page.getByRole('progressbar', { name: 'Organic Solutions' })).toHaveAttribute('aria-valuenow', '83')
    await expect(page.getByRole('progressbar', { name: 'Quality Agriculture' })).toHaveAttribute('aria-valuenow', '60')

    // No autoplay: no pause buttons (each carousel's block takes over once near), and the first slide
    // stays after well over 5 s.
    for (const block of ['#testimonials', '#projects']) await page.locator(block).scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.clock.runFor(12_000)
    await expectSlide(page, 1)

    // No background video either: no source is ever set.
    await page.locator('#benefits').scrollIntoViewIfNeeded()
    await page.clock.runFor(2_000)
    await expect(page.locator('#benefits video source')).toHaveCount(0)
  })
})

test.describe('benefits background video', () => {
  test('has no source in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const video = html.match(/<video\b[\s\S]*?<\/video>/)?.[0]
    expect(video, 'the home page has a <video>').toBeTruthy()
    expect(video).not.toMatch(/\ssrc=|<source/)
    expect(html).not.toMatch(/<script[^>]+src="https?:/)
  })

  test('loads only after the load event, muted, looping, without controls, and plays from 10 s; the contact form refuses an empty form, then clears a full one and thanks', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        const video = document.querySelector('#benefits video')
        ;(window as unknown as { videoAtLoad: unknown }).videoAtLoad = video && {
          sources: video.querySelectorAll('source').length,
          src: (video as HTMLVideoElement).currentSrc,
        }
      })
    })
    await gotoAndSettle(page, '/')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { videoAtLoad: unknown }).videoAtLoad))
      .toEqual({
        sources: 0,
        src: '',
      })

    await expect(page.getByRole('heading', { name: 'Distributors of Organic Produce' })).toBeVisible()
    const video = page.locator('#benefits video')
    await expect(video).toHaveAttribute('loop', '')
    await expect(video).toHaveAttribute('playsinline', '')
    await expect(video).not.toHaveAttribute('controls', /.*/)
    await video.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({
          muted: v.muted,
          playing: !v.paused,
          fromTen: v.currentTime >= 10,
          src: new URL(v.currentSrc || 'about:blank').pathname,
        })),
      )
      .toEqual({ muted: true, playing: true, fromTen: true, src: '/video/benefits.webm' })

    // The contact form refuses an empty form with the browser checks, then clears a full one and thanks.
    const form = page.locator('#contact')
    const name = form.getByLabel('Your Name')
    const toast = page.getByText('Thanks For Your Message')
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel')
    await expect(form.getByLabel('Comments')).toHaveAttribute('placeholder', 'Tell Us About Project')

    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(name).toBeFocused()
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(toast).toHaveCount(0)

    await name.fill('Ruth Calloway')
    await form.getByLabel('Email Address').fill('ruth@example.com')
    await form.getByLabel('Phone Number').fill('+1 (555) 010-2030')
    await form.getByLabel('Comments').fill('Could you deliver a weekly box to Riverside on Fridays?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast).toBeVisible()
    for (const label of ['Your Name', 'Email Address', 'Phone Number', 'Comments']) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }
  })
})

test.describe('blocks far down the page (they take over their HTML only when near)', () => {
  // About the start-up itself: the app starts as it does for visitors.
  test.use({ startUp: 'as for visitors' })

  test('answer the keyboard at once: a visitor who jumps to the contact form and submits with Enter is thanked', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/')
    const form = page.locator('#contact form')
    // Focus jumps straight there (as from a skip link or a screen reader), then the visitor types and sends with Enter.
    await form.getByLabel('Your Name').evaluate((input: HTMLInputElement) => input.focus())
    await page.keyboard.type('Ann')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ann@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('5550147')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Fridays, please.')
    await page.keyboard.press('Tab') // to Send Message
    await page.keyboard.press('Enter')
    await expect(page.getByText('Thanks For Your Message')).toBeVisible()
    await expect(form.getByLabel('Your Name')).toHaveValue('')
    expect(new URL(page.url()).search).toBe('') // the browser did not submit the form itself
  })

  // A test of its own: on the same page, the jump to the form would bring this block near first.
  test('answer a click at once: a bullet pressed right after jumping to the testimonials shows its slide', async ({ page }) => {
    await gotoAndSettle(page, '/')
    const carousel = page.getByRole('region', { name: 'What Our Customers Say' })
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click()
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
  })
})
