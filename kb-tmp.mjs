import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (let i = 0; i < 3; i++) {
  const p = await b.newPage({ viewport: { width: 1280, height: 720 } })
  await p.goto('http://127.0.0.1:4801/', { waitUntil: 'load' })
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const form = p.locator('#contact form')
  await form.evaluate((f) => f.querySelector('input').focus())
  await p.keyboard.type('Ann')
  await p.keyboard.press('Tab'); await p.keyboard.type('ann@example.com')
  await p.keyboard.press('Tab'); await p.keyboard.type('12345')
  await p.keyboard.press('Tab'); await p.keyboard.type('Hello')
  await p.keyboard.press('Tab'); await p.keyboard.press('Enter')
  await p.waitForTimeout(1500)
  console.log('url', p.url(), 'toast', await p.locator('.Toastify').innerText().catch(() => 'none'), 'name value', JSON.stringify(await form.locator('input').first().inputValue()))
  await p.close()
}
await b.close()
