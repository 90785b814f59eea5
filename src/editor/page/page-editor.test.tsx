import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { faqBlock } from '#blocks/faq/index.ts'
import { timelineBlock } from '#blocks/timeline/index.ts'
import { createPageJsonSchema } from '#build/page-schema.ts'
import type { CheckRequest, CheckResult } from '#page-model/editor-api-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { editorProblem } from '#tests/unit/editor-problem.ts'
import { fillIn } from '#tests/unit/fill-in.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'
import type { PageValue } from './page-document.ts'
import { PageEditor } from './page-editor.tsx'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

// The real forms of two blocks, as the catalogue the dev server sends describes them.
const catalogue = editorCatalogue({
  pageSchema: createPageJsonSchema([timelineBlock, faqBlock]) as Record<string, unknown>,
  blocks: [timelineBlock, faqBlock].map(({ type, description }) => ({ type, description, example: {}, entity: [] })),
})

const home2: PageValue = {
  $schema: './page.schema.json',
  schemaVersion: 1,
  path: '/home-2',
  title: 'Our story | Green Valley Organic Farm',
  description: 'How the farm grows its food.',
  blocks: [
    { id: 'faq', type: 'faq', props: { eyebrow: 'Questions & Answers', title: 'What Visitors Ask About Our Farming' } },
    { id: 'history', type: 'timeline', props: {} },
  ],
}

/**
 * The dev server's check of a draft, for the one value these tests make it refuse: a title emptied. Its words
 * are the endpoint's (its own test, editor-endpoint.test.ts, checks that the server says them).
 */
function check({ page }: CheckRequest): Promise<CheckResult> {
  const problems = (page as PageValue).blocks.flatMap((block, index) =>
    block.props?.title === ''
      ? [
          editorProblem({
            path: ['blocks', index, 'props', 'title'],
            where: `blocks[${index}] (${block.type} "${block.id}") → props.title`,
            message: 'is empty',
            hint: 'write the text, or remove the setting to use its default',
          }),
        ]
      : [],
  )
  return Promise.resolve({ problems, dataProblems: [], preview: undefined })
}

const onCreated = vi.fn()

/** The editor of /home-2; `justCreated`: opened right after "Save as new page…" made it. */
function renderEditor({ justCreated = false } = {}) {
  render(
    <PageEditor
      file={{ name: 'home-2.json', text: '', version: 'v1', value: home2, problems: [], preview: undefined }}
      pageName="/home-2"
      catalogue={catalogue}
      renderPagePicker={() => null}
      onCreated={onCreated}
      justCreated={justCreated}
      onReload={() => {}}
      devServerEvents={undefined}
    />,
  )
}

const outline = () => screen.getByRole('navigation', { name: 'Outline' })
const inspector = () => screen.getByRole('region', { name: 'Settings of the selection' })
const outlineRow = (id: string) =>
  within(outline())
    .getAllByRole('listitem')
    .find((row) => row.textContent.includes(`#${id}`))!
const selectBlock = (row: RegExp) => userEvent.click(within(outline()).getByRole('button', { name: row }))
const field = (label: string) => within(inspector()).getByLabelText(label, { exact: true })
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const undoButton = () => screen.getByRole('button', { name: 'Undo' })
const redoButton = () => screen.getByRole('button', { name: 'Redo' })
/** What the top bar says about saving. */
const saveStatus = () => within(screen.getAllByRole('banner')[0]!).getByRole('status')

beforeEach(() => {
  startEditorTest()
  standInModalDialogs()
  vi.mocked(endpoint.check).mockImplementation(check)
  vi.mocked(endpoint.save).mockImplementation(({ name }) => Promise.resolve({ name, text: '', version: 'v1' }))
})

// The whole editor with two blocks' forms: decision 150's allowance for schema-made forms.
describe('the page editor', { timeout: 20_000 }, () => {
  it('a value the schema refuses shows its message at the field, and the page cannot be saved until it is fixed', async () => {
    renderEditor()
    await selectBlock(/^FAQ #faq/)
    const title = field('Title')
    expect(title).toHaveValue('What Visitors Ask About Our Farming')
    await userEvent.clear(title)
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(title).toHaveAccessibleDescription(
      /Section title.*is empty — write the text, or remove the setting to use its default/,
    )
    expect(saveButton()).toBeDisabled()
    expect(screen.getByText('Fix the problem to save.')).toBeVisible()
    // The outline marks the block.
    expect(outlineRow('faq')).toHaveTextContent('1 problem')
    expect(outlineRow('history')).not.toHaveTextContent('problem')

    // The problem is listed for the page too, in words, and leads back to its field.
    const problems = screen.getByRole('region', { name: '1 problem to fix before saving' })
    const problem = within(problems).getByRole('button', { name: /^Block 1, FAQ — Title: is empty/ })
    field('ID').focus()
    await userEvent.click(problem)
    await waitFor(() => expect(title).toHaveFocus())

    await userEvent.click(title)
    await userEvent.paste('Your Questions, Answered')
    await waitFor(() => expect(saveButton()).toBeEnabled())
    expect(title).not.toHaveAttribute('aria-invalid')
    expect(outlineRow('faq')).not.toHaveTextContent('problem')
    expect(screen.queryByRole('region', { name: /to fix before saving$/ })).toBeNull()
  })

  it('undo and redo, with the buttons and the keyboard, step through changes; typing into a field is one step', async () => {
    renderEditor()
    expect(undoButton()).toBeDisabled()
    expect(redoButton()).toBeDisabled()
    await selectBlock(/^FAQ #faq/)
    const eyebrow = field('Line above the title')
    await userEvent.clear(eyebrow)
    await userEvent.type(eyebrow, 'Ask us')
    await userEvent.click(within(outline()).getByRole('button', { name: 'Hide Timeline “history”' }))
    expect(outlineRow('history')).toHaveTextContent('Hidden')
    expect(saveStatus()).toHaveTextContent('Unsaved changes')

    await userEvent.click(undoButton())
    expect(outlineRow('history')).not.toHaveTextContent('Hidden')
    expect(eyebrow).toHaveValue('Ask us')
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(eyebrow).toHaveValue('Questions & Answers')
    expect(undoButton()).toBeDisabled()
    expect(saveStatus()).toHaveTextContent('All changes saved')

    await userEvent.click(redoButton())
    expect(eyebrow).toHaveValue('Ask us')
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(outlineRow('history')).toHaveTextContent('Hidden')
    expect(redoButton()).toBeDisabled()
    expect(undoButton()).toBeEnabled()
  })

  it('Save as new page… copies the page with its unsaved changes, and leaves this one as it was', async () => {
    renderEditor()
    await userEvent.click(within(outline()).getByRole('button', { name: 'Hide Timeline “history”' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save as new page…' }))
    const dialog = screen.getByRole('dialog', { name: 'Save as a new page' })
    await fillIn(dialog, {
      'Address of the new page': 'spring-home',
      'Title in the browser tab': 'Spring at Green Valley | Green Valley Organic Farm',
      'Description for search results': 'Spring at the farm: seedlings, blossom and the first greens.',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect(onCreated).toHaveBeenCalledExactlyOnceWith('spring-home.json')
    expect(vi.mocked(endpoint.save)).toHaveBeenCalledExactlyOnceWith({
      name: 'spring-home.json',
      page: {
        ...home2,
        path: '/spring-home',
        title: 'Spring at Green Valley | Green Valley Organic Farm',
        description: 'Spring at the farm: seedlings, blossom and the first greens.',
        blocks: [home2.blocks[0], { ...home2.blocks[1], hidden: true }],
      },
      layoutFrom: 'home-2.json',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a page just made by Save as new page… opens saying so, with the focus on that button', () => {
    renderEditor({ justCreated: true })
    expect(screen.getByRole('button', { name: 'Save as new page…' })).toHaveFocus()
    expect(saveStatus()).toHaveTextContent('Created the page')
  })
})
