// The smoke checks run in each engine: a page showing each block type loads without errors and hydrates; Add to
// cart works; the mobile menu opens; a form submits and thanks. Each check finds things by role and text.

/** Polls `fn` in the page until it returns something truthy. */
async function waitFor(driver, what, fn, ...args) {
  const started = Date.now()
  for (;;) {
    const value = await driver.evaluate(fn, ...args)
    if (value) return value
    if (Date.now() - started > 15_000) throw new Error(`timed out after 15 s waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function openAndHydrate(driver, server, origin, route) {
  server.takeFailedRequests() // what the previous page left loading is not this page's problem
  await driver.goto(`${origin}${route}`)
  await waitFor(driver, `${route} has hydrated`, () => document.documentElement.dataset.hydrated === 'true')
}

/** What went wrong on the page so far: errors the page recorded and failed sub-resource requests. */
async function problemsOf(driver, server) {
  const recorded = (await driver.evaluate(() => window.__smokeErrors ?? ['the error recorder did not run'])) ?? []
  return [...recorded, ...server.takeFailedRequests().map((request) => `request failed: ${request}`)]
}

function assertNoProblems(problems) {
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

const buttonNamed = (name) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent.replace(/\s+/g, ' ').trim() === name)

/** The checks, in order; each gets a fresh page state from its own navigation. */
export function smokeChecks(routes) {
  return [
    ...routes.map((route) => ({
      name: `${route} loads without errors and hydrates`,
      run: async ({ driver, server, origin }) => {
        await driver.setViewport(1280, 900)
        await openAndHydrate(driver, server, origin, route)
        assertNoProblems(await problemsOf(driver, server))
      },
    })),
    {
      name: 'Add to cart on /shop shows the toast and a badge of 1',
      run: async ({ driver, server, origin }) => {
        await openAndHydrate(driver, server, origin, '/shop')
        await driver.evaluate(() => localStorage.clear())
        await openAndHydrate(driver, server, origin, '/shop')
        await driver.click(() =>
          [...document.querySelectorAll('button')].find((button) => button.textContent.trim().startsWith('Add to cart')),
        )
        await waitFor(driver, 'the toast says "Product added successfully"', () =>
          document.body.textContent.includes('Product added successfully'),
        )
        await waitFor(driver, 'the cart button says "Cart, 1 item"', () =>
          [...document.querySelectorAll('button')].some((button) => button.textContent.includes('Cart, 1 item')),
        )
        assertNoProblems(await problemsOf(driver, server))
      },
    },
    {
      name: 'the mobile menu opens at 375 px',
      run: async ({ driver, server, origin, screenshot }) => {
        await driver.setViewport(375, 800)
        await openAndHydrate(driver, server, origin, '/')
        await driver.click(buttonNamed, 'Menu')
        await waitFor(driver, 'the menu panel is open and wholly on screen', () => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Menu')
          const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '')
          const box = panel?.getBoundingClientRect()
          return (
            button?.getAttribute('aria-expanded') === 'true' &&
            box &&
            box.width > 0 &&
            box.left >= -1 &&
            box.right <= innerWidth + 1
          )
        })
        await screenshot('mobile-menu-375')
        assertNoProblems(await problemsOf(driver, server))
      },
    },
    {
      name: 'the footer subscribe form thanks and clears, with no query in the URL',
      run: async ({ driver, server, origin }) => {
        await driver.setViewport(1280, 900)
        await openAndHydrate(driver, server, origin, '/')
        const emailField = (labelText) =>
          [...document.querySelectorAll('label')].find((label) => label.textContent.trim() === labelText)?.control
        const fieldState = (labelText) => {
          const field = [...document.querySelectorAll('label')].find((label) => label.textContent.trim() === labelText)?.control
          return { value: field?.value, validity: field?.validationMessage, search: location.search }
        }
        await driver.type(emailField, 'visitor@example.com', 'Get farm news in your inbox')
        await waitFor(
          driver,
          'the field holds the typed address',
          (labelText, typed) =>
            [...document.querySelectorAll('label')].find((label) => label.textContent.trim() === labelText)?.control?.value ===
            typed,
          'Get farm news in your inbox',
          'visitor@example.com',
        )
        await driver.click(buttonNamed, 'Go')
        try {
          await waitFor(driver, 'the toast says "Thanks For Subscribe"', () =>
            document.body.textContent.includes('Thanks For Subscribe'),
          )
        } catch (error) {
          const state = await driver.evaluate(fieldState, 'Get farm news in your inbox')
          throw new Error(`${error.message} (field ${JSON.stringify(state)})`)
        }
        const state = await driver.evaluate(fieldState, 'Get farm news in your inbox')
        if (state.value !== '' || state.search !== '')
          throw new Error(`after submitting: field "${state.value}", query "${state.search}"`)
        assertNoProblems(await problemsOf(driver, server))
      },
    },
  ]
}
