/**
 * A post's category, tags and comments in the Content screen: the form made from the real post schema
 * (data/blog-posts.json's records), checked by the real validator, as the editor's endpoint checks a draft.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { checkCollection, listCollections, openCollection } from '#editor-server/data-api.ts'
import { CollectionEditorUnderTest } from '#tests/unit/collection-editor-setup.tsx'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const root = process.cwd()
const summary = listCollections(root).find((collection) => collection.name === 'blog-posts')!
const file = openCollection(root, 'blog-posts') as ReturnType<typeof openCollection> & { records: Record<string, unknown>[] }
type Post = { id: number; date: string; category: string; tags: string[]; comments: { author: string; date: string }[] }
const post = (file.records as Post[]).find((candidate) => candidate.comments.length > 0 && candidate.tags.length < 4)!

const catalogue = editorCatalogue()

const form = () => screen.getByRole('region', { name: 'The post’s fields' })
const group = (name: string) => within(form()).getByRole('group', { name })

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.openPostBody).mockImplementation((id) => Promise.resolve({ id, text: '', version: 'none', exists: false }))
  vi.mocked(endpoint.previewPostBody).mockResolvedValue({ tree: [], problems: [] })
  // The draft is checked as the dev server checks it: the real validator, on the real file with the draft in it.
  vi.mocked(endpoint.checkCollection).mockImplementation((name, request) => checkCollection(root, name, request))
})

// The whole collection editor with a real post's form (decision 150).
describe('a post’s category, tags and comments', { timeout: 40_000 }, () => {
  it('are fields of the post’s form: its category, a list of tags and a list of comments with a date picker', async () => {
    render(<CollectionEditorUnderTest summary={summary} file={file} catalogue={catalogue} selectedId={post.id} />)
    expect(within(form()).getByRole('textbox', { name: 'Category' })).toHaveValue(post.category)
    expect(
      within(group('Tags'))
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(post.tags)
    expect(within(group('Tags')).getByRole('button', { name: 'Add tag' })).toBeEnabled()

    const comments = group('Comments')
    expect(within(comments).getAllByRole('button', { name: /^Remove Comment \d/ })).toHaveLength(post.comments.length)
    await userEvent.click(within(comments).getAllByRole('button', { name: /^Comment 1/ })[0]!)
    const first = within(comments).getByRole('group', { name: 'Comment 1' })
    expect(within(first).getByRole('textbox', { name: 'Author' })).toHaveValue(post.comments[0]!.author)
    const date = within(first).getByLabelText('Date')
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveValue(post.comments[0]!.date)

    // A comment dated the day before its post: the validator's message, at the field.
    const dayBefore = new Date(`${post.date}T12:00:00Z`)
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1)
    const earlier = dayBefore.toISOString().slice(0, 10)
    await userEvent.clear(date)
    await userEvent.type(date, earlier)
    // The check compiles the whole site with the draft in it: seconds on a busy host.
    await waitFor(
      () =>
        expect(within(group('Comment 1')).getByLabelText('Date')).toHaveAccessibleDescription(
          new RegExp(`is before the post’s own date \\(${post.date}\\)`),
        ),
      { timeout: 20_000 },
    )
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })
})
