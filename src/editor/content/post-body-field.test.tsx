import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CollectionSummary } from '#page-model/editor-api-types.ts'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import { collectionDraftKey } from '#editor/shared/use-draft.ts'
import { CollectionEditorUnderTest, openedDataFile } from '#tests/unit/collection-editor-setup.tsx'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { editorProblem } from '#tests/unit/editor-problem.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const catalogue = editorCatalogue()

const posts: CollectionSummary = {
  name: 'blog-posts',
  label: 'Blog posts',
  noun: 'post',
  file: 'data/blog-posts.json',
  count: 2,
  titleField: 'title',
  recordSchema: {
    type: 'object',
    properties: { id: { type: 'integer', exclusiveMinimum: 0 }, title: { type: 'string', minLength: 1 } },
    required: ['id', 'title'],
  },
  example: { title: 'New post' },
  publishDateField: 'date',
}

const records = [
  { id: 16, title: 'Spring lambs' },
  { id: 17, title: 'Cheese week' },
]

const file = openedDataFile(posts, records)

/** What every test here draws the editor with. */
const given = { summary: posts, file, catalogue }

/** The editor, with the selected post in its address as the content section keeps it. */
function EditorWithAddress() {
  const [selectedId, setSelectedId] = useState<number | undefined>(16)
  return <CollectionEditorUnderTest {...given} selectedId={selectedId} onSelectId={setSelectedId} />
}

const renderPosts = () => render(<EditorWithAddress />)

const text = () => screen.getByRole('textbox', { name: /Text in Markdown/ })
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const topStatus = () => within(screen.getAllByRole('banner')[0]!).getByRole('status')
/** Whether closing or reloading the tab now would ask first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}
const LAMBS = '### Spring lambs\n\nBorn in March.'

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.openPostBody).mockImplementation((id) => Promise.resolve({ id, text: '', version: 'none', exists: false }))
  vi.mocked(endpoint.previewPostBody).mockImplementation((_id, markdown) =>
    Promise.resolve({
      tree: markdown
        ? [
            { tag: 'h3', children: ['Spring lambs'] },
            { tag: 'p', children: ['Born in March.'] },
          ]
        : [],
      problems: [],
    }),
  )
  vi.mocked(endpoint.savePostBody).mockImplementation((_id, markdown) =>
    Promise.resolve({ version: 'v2', text: `${markdown}\n` }),
  )
  vi.mocked(endpoint.checkCollection).mockResolvedValue({ problems: [] })
  vi.mocked(endpoint.previewCollection).mockResolvedValue({ page: undefined, site: undefined, draftUsed: true })
  vi.mocked(endpoint.saveCollection).mockImplementation((_name, request) =>
    Promise.resolve({ version: 'v2', text: JSON.stringify({ 'blog-posts': request.records }) }),
  )
})

// Each test draws the whole collection editor and its post text (2.5 s on an idle host): decision 150.
describe('a post’s own text', { timeout: 20_000 }, () => {
  it('is typed in Markdown beside how the post’s page draws it, counts as unsaved, and the top bar’s Save writes its file', async () => {
    renderPosts()
    expect(await screen.findByText('The shared text shows')).toBeVisible()
    // The file only under Details: the label is the field's name in words.
    expect(text()).toHaveAccessibleName('Text in Markdown')
    expect(screen.getByText('Saved as data/blog-posts/16.md')).not.toBeVisible()
    expect(saveButton()).toBeDisabled()
    await userEvent.type(text(), '### Spring lambs{Enter}{Enter}Born in March.')
    expect(await screen.findByRole('heading', { level: 3, name: 'Spring lambs' })).toBeVisible()
    expect(screen.getByRole('group', { name: 'How the text reads on the post’s page' })).toHaveTextContent('Born in March.')
    expect(screen.getByText('Unsaved text')).toBeVisible()
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    expect(closingAsks()).toBe(true)
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(endpoint.savePostBody).toHaveBeenCalledWith(16, LAMBS, 'none')
    // Only the text changed: the records' file is not written.
    expect(endpoint.saveCollection).not.toHaveBeenCalled()
    expect(await screen.findByText('Text saved just now')).toBeVisible()
    expect(topStatus()).not.toHaveTextContent('Unsaved changes')
    expect(saveButton()).toBeDisabled()
    expect(closingAsks()).toBe(false)
  })

  it('is saved with a changed title by one Ctrl+S', async () => {
    renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' in spring')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(endpoint.savePostBody).toHaveBeenCalledWith(16, 'Lambs', 'none'))
    expect(vi.mocked(endpoint.saveCollection).mock.lastCall?.[1].records[0]).toMatchObject({ title: 'Spring lambs in spring' })
    await waitFor(() => expect(topStatus()).toHaveTextContent(/Saved the blog posts at/))
  })

  it('stays unsaved while another post is shown, and is saved with it', async () => {
    renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    await userEvent.click(screen.getByRole('button', { name: /^Cheese week/ }))
    await waitFor(() => expect(screen.getByText('Saved as data/blog-posts/17.md')).toBeInTheDocument())
    expect(text()).toHaveValue('')
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(endpoint.savePostBody).toHaveBeenCalledWith(16, 'Lambs', 'none')
    await userEvent.click(screen.getByRole('button', { name: /^Spring lambs/ }))
    expect(await screen.findByText('Text saved just now')).toBeVisible()
  })

  it('shows the text’s problems at the field and does not save them', async () => {
    vi.mocked(endpoint.previewPostBody).mockResolvedValue({
      tree: [],
      problems: [
        editorProblem({ file: 'data/blog-posts/16.md', path: [], message: 'links to /nowhere, which is no page of the site' }),
      ],
    })
    renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'See [it](/nowhere)')
    await waitFor(() => expect(text()).toHaveAccessibleDescription(/links to \/nowhere, which is no page of the site/))
    expect(saveButton()).toBeDisabled()
    expect(saveButton()).toHaveAccessibleDescription('Fix the problems in the post’s text to save.')
  })

  it('says so when the file changed on disk meanwhile', async () => {
    vi.mocked(endpoint.savePostBody).mockRejectedValue(new EndpointError('Refused: changed on disk.', 409))
    renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('The text was changed elsewhere since it was opened')
    expect(topStatus()).toHaveTextContent('Unsaved changes')
  })

  it('waits for a new post to be saved, which gives the file its name', async () => {
    renderPosts()
    await userEvent.click(screen.getByRole('button', { name: 'New post' }))
    expect(screen.getByText('Save the new post first, then write its text here.')).toBeVisible()
    expect(endpoint.openPostBody).not.toHaveBeenCalledWith(undefined)
  })
})

describe('a post’s unsaved text in the browser’s draft', { timeout: 20_000 }, () => {
  const keptTexts = () =>
    (JSON.parse(localStorage.getItem(collectionDraftKey('blog-posts')) ?? 'null') as { value: { postTexts: object } } | null)
      ?.value.postTexts
  const offer = () => screen.queryByRole('region', { name: 'Unsaved changes from before' })

  /** Types a text for post 16, then closes the editor as a closed tab or a reload would. */
  async function leaveATypedText() {
    const { unmount } = renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    expect(keptTexts()).toEqual({ 16: 'Lambs' })
    unmount()
  }

  it('is offered back on return, and Restore puts it in its field, unsaved', async () => {
    await leaveATypedText()
    renderPosts()
    expect(offer()).toHaveTextContent('You have unsaved changes')
    expect(await screen.findByRole('textbox', { name: /Text in Markdown/ })).toHaveValue('')
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }))
    expect(text()).toHaveValue('Lambs')
    expect(screen.getByText('Unsaved text')).toBeVisible()
    expect(topStatus()).toHaveTextContent('Unsaved changes')
    expect(closingAsks()).toBe(true)
    // The records were not changed: nothing for Undo to take back.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled()
  })

  it('restores the text of a post not shown, which Save writes', async () => {
    await leaveATypedText()
    render(<CollectionEditorUnderTest {...given} selectedId={17} />)
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(endpoint.savePostBody).toHaveBeenCalledWith(16, 'Lambs', 'none')
    await waitFor(() => expect(keptTexts()).toBeUndefined())
  })

  it('is dropped once saved', async () => {
    renderPosts()
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    await userEvent.click(saveButton())
    expect(await screen.findByText('Text saved just now')).toBeVisible()
    expect(keptTexts()).toBeUndefined()
  })

  it('is forgotten when the offer is discarded', async () => {
    await leaveATypedText()
    renderPosts()
    await userEvent.click(within(offer()!).getByRole('button', { name: 'Discard' }))
    expect(keptTexts()).toBeUndefined()
    expect(await screen.findByRole('textbox', { name: /Text in Markdown/ })).toHaveValue('')
    expect(topStatus()).not.toHaveTextContent('Unsaved changes')
  })
})
