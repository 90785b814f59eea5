import { readFileSync } from 'node:fs'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SettingsSaveRequest } from '#page-model/editor-api-types.ts'
import { siteSchema } from '#data/site-schema.ts'
import { imagePath, sitePath } from '#data/schemas.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { SETTINGS_DRAFT_KEY } from '#editor/shared/use-draft.ts'
import { SettingsSection } from './settings-editor.tsx'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const patternOf = (schema: z.ZodType) =>
  (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { pattern: string }).pattern
const site = JSON.parse(readFileSync('data/site.json', 'utf8')) as {
  menu: { label: string; children: { label: string; href: string }[] }[]
}

const catalogue = editorCatalogue({
  pictures: ['/art/social/hero-dawn.jpg'],
  pictureFolders: ['products'],
  links: [
    { href: '/about-us', label: 'About Us' },
    { href: '/shop-single/1', label: 'Wild Blueberries' },
  ],
  collections: { 'blog-posts': [] },
  fieldPatterns: { picture: patternOf(imagePath), link: patternOf(sitePath) },
  facts: [],
  siteSchema: z.toJSONSchema(siteSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
})

const saved = () => (vi.mocked(endpoint.saveSettings).mock.lastCall![0] as SettingsSaveRequest).value as typeof site

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.openSettings).mockResolvedValue({
    name: 'site',
    file: 'data/site.json',
    text: '',
    version: 'v1',
    records: [structuredClone(site)],
    problems: [],
  })
  vi.mocked(endpoint.previewSettings).mockResolvedValue({ page: undefined, site: undefined, draftUsed: true })
  vi.mocked(endpoint.saveSettings).mockImplementation(({ value }) =>
    Promise.resolve({ version: 'v2', text: JSON.stringify(value) }),
  )
})

// The whole site form is drawn: slower than a small form.
describe('the menus in Settings', { timeout: 20_000 }, () => {
  it('adds an entry to the Home menu, names it, links it to a page picked from the list, moves it up with the keyboard, and saves', async () => {
    render(<SettingsSection catalogue={catalogue} devServerEvents={undefined} />)
    const menu = await screen.findByRole('group', { name: 'Menu' })
    const home = within(menu).getByRole('button', { name: /^Menu entry 1 Home/ })
    await userEvent.click(home)
    const entries = within(menu).getAllByRole('group', { name: 'Links' })[0]!
    const before = site.menu[0]!.children.length
    await userEvent.click(within(entries).getByRole('button', { name: 'Add link' }))

    const added = within(entries).getAllByRole('listitem').at(-1)!
    await userEvent.type(within(added).getByRole('textbox', { name: 'Label' }), 'Our story')
    const link = within(added).getByRole('combobox', { name: 'Link' })
    // The link is picked from the site's pages and records, never a ":id" pattern.
    await userEvent.type(link, '/')
    const suggestions = within(added).getByRole('listbox', { name: 'Pages of the site' })
    const offered = within(suggestions)
      .getAllByRole('option')
      .map((option) => option.textContent?.split(' — ')[0])
    expect(offered).toEqual(['/about-us', '/shop-single/1'])
    await userEvent.click(within(suggestions).getByRole('option', { name: /^\/about-us/ }))
    expect(added).toHaveTextContent('Links to the page “About Us”')

    // Keyboard: the entry's "Move up" button, pressed with Enter, moves it one place up.
    within(entries)
      .getByRole('button', { name: `Move Link ${before + 1} up` })
      .focus()
    await userEvent.keyboard('{Enter}')
    expect(within(entries).getByRole('button', { name: `Move Link ${before} up` })).toHaveFocus()

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const children = saved().menu[0]!.children
    expect(children).toHaveLength(before + 1)
    expect(children[before - 1]).toEqual({ label: 'Our story', href: '/about-us' })
    expect(children[before]).toEqual(site.menu[0]!.children[before - 1])
  })

  it('renames and removes menu entries', async () => {
    render(<SettingsSection catalogue={catalogue} devServerEvents={undefined} />)
    const menu = await screen.findByRole('group', { name: 'Menu' })
    await userEvent.click(within(menu).getByRole('button', { name: /^Menu entry 1 Home/ }))
    const entries = within(menu).getAllByRole('group', { name: 'Links' })[0]!
    await userEvent.click(within(entries).getByRole('button', { name: /^Link 1 / }))
    const first = within(entries).getAllByRole('listitem')[0]!
    await userEvent.clear(within(first).getByRole('textbox', { name: 'Label' }))
    await userEvent.type(within(first).getByRole('textbox', { name: 'Label' }), 'Farm home')
    await userEvent.click(within(entries).getByRole('button', { name: 'Remove Link 2' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const [firstSaved, ...rest] = saved().menu[0]!.children
    expect(firstSaved!.label).toBe('Farm home')
    expect(rest).toEqual(site.menu[0]!.children.slice(2))
  })
})

describe('the settings draft kept in the browser', { timeout: 20_000 }, () => {
  it('offers unsaved settings back after a reload, restores them, and drops the draft once they are saved', async () => {
    const first = render(<SettingsSection catalogue={catalogue} devServerEvents={undefined} />)
    const phone = await screen.findByRole('textbox', { name: 'Phone' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '+1 555 0100')
    expect(localStorage.getItem(SETTINGS_DRAFT_KEY)).toContain('+1 555 0100')
    first.unmount()

    render(<SettingsSection catalogue={catalogue} devServerEvents={undefined} />)
    const offer = await screen.findByRole('region', { name: 'Unsaved changes from before' })
    expect(offer).toHaveTextContent(/You have unsaved changes from \d\d:\d\d to the site settings\./)
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore' }))
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 555 0100')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(localStorage.getItem(SETTINGS_DRAFT_KEY)).toBeNull())
    expect((saved() as unknown as { contact: { phone: string } }).contact.phone).toBe('+1 555 0100')
  })
})
