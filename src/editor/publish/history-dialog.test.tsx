import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublishedVersion } from '#page-model/editor-api-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'
import { HistoryDialog } from './history-dialog.tsx'
import { restoredMessage } from './version-words.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const published: PublishedVersion = {
  hash: 'a1b2c3d4e5',
  date: '2026-11-20T10:00:00Z',
  message: 'Cheaper strawberries',
  author: 'Anna Field',
  published: true,
  value: { id: 3, title: 'Strawberries', price: '$4.80' },
}
const byDevelopers: PublishedVersion = {
  hash: 'f6e5d4c3b2',
  date: '2026-11-18T09:00:00Z',
  message: 'Merge issue-51-words: prices as the farm sets them',
  author: 'Site Developer',
  published: false,
  value: { id: 3, title: 'Strawberries', price: '$5.20' },
}

beforeEach(() => {
  startEditorTest()
  standInModalDialogs()
  vi.mocked(endpoint.history).mockResolvedValue({ versions: [published, byDevelopers] })
})

describe('HistoryDialog', () => {
  it('names a developers’ commit as theirs, its message under Details, and restores it like any version', async () => {
    const onRestore = vi.fn()
    render(
      <HistoryDialog
        open
        title="Strawberries"
        file="data/products.json"
        id={3}
        schema={{ type: 'object', properties: { price: { type: 'string', title: 'Price' } } }}
        onClose={() => {}}
        onRestore={onRestore}
      />,
    )
    const versions = within(await screen.findByRole('list', { name: 'Published versions' })).getAllByRole('listitem')
    expect(within(versions[0]!).getByText('Cheaper strawberries')).toBeVisible()
    expect(versions[0]).toHaveTextContent('Anna Field')
    const developers = versions[1]!
    expect(within(developers).getByText('Changed by the site’s developers')).toBeVisible()
    const message = within(developers).getByText(/^Merge issue-51-words/)
    expect(message).not.toBeVisible()
    await userEvent.click(within(developers).getByText('Details'))
    expect(message).toBeVisible()
    expect(message).toHaveTextContent('Site Developer')
    // The comparison names it the same way.
    expect(screen.getByRole('combobox', { name: 'Compare' })).toHaveDisplayValue(/· Changed by the site’s developers$/)

    await userEvent.click(
      within(developers).getByRole('button', { name: /^Restore the version of .*: Changed by the site’s developers$/ }),
    )
    expect(onRestore).toHaveBeenCalledWith(byDevelopers.value, byDevelopers)
    expect(restoredMessage(byDevelopers)).toMatch(/\(“Changed by the site’s developers”\) is loaded as unsaved changes/)
  })
})
