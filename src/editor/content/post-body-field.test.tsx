import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EndpointError, endpoint } from '#editor/endpoint-client.ts'
import { PostBodyField } from './post-body-field.tsx'

vi.mock('#editor/endpoint-client.ts', async (original) => {
  const actual = await original<typeof import('#editor/endpoint-client.ts')>()
  return { ...actual, endpoint: { openPostBody: vi.fn(), previewPostBody: vi.fn(), savePostBody: vi.fn() } }
})

const text = () => screen.getByRole('textbox', { name: /Text in Markdown/ })
const saveText = () => screen.getByRole('button', { name: 'Save the post’s text' })

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(endpoint.openPostBody).mockResolvedValue({ id: 16, text: '', version: 'none', exists: false })
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
})

describe('a post’s own text', () => {
  it('is typed in Markdown beside how the post’s page draws it, and saved to its own file', async () => {
    vi.mocked(endpoint.savePostBody).mockResolvedValue({ version: 'v1', text: '### Spring lambs\n\nBorn in March.\n' })
    render(<PostBodyField postId={16} />)
    expect(await screen.findByText('The shared text shows')).toBeVisible()
    expect(text()).toHaveAccessibleName('Text in Markdown data/blog-posts/16.md')
    await userEvent.type(text(), '### Spring lambs{Enter}{Enter}Born in March.')
    expect(await screen.findByRole('heading', { level: 3, name: 'Spring lambs' })).toBeVisible()
    expect(screen.getByRole('group', { name: 'How the text reads on the post’s page' })).toHaveTextContent('Born in March.')
    expect(screen.getByText('Unsaved text')).toBeVisible()
    await waitFor(() => expect(saveText()).toBeEnabled())
    await userEvent.click(saveText())
    expect(endpoint.savePostBody).toHaveBeenCalledWith(16, '### Spring lambs\n\nBorn in March.', 'none')
    expect(await screen.findByText('Saved data/blog-posts/16.md')).toBeVisible()
  })

  it('shows the text’s problems at the field and does not save them', async () => {
    vi.mocked(endpoint.previewPostBody).mockResolvedValue({
      tree: [],
      problems: [
        {
          file: 'data/blog-posts/16.md',
          line: 1,
          column: 7,
          where: '',
          message: 'links to /nowhere, which is no page of the site',
          printed: 'data/blog-posts/16.md:1:7  links to /nowhere, which is no page of the site',
          path: [],
        },
      ],
    })
    render(<PostBodyField postId={16} />)
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'See [it](/nowhere)')
    await waitFor(() => expect(text()).toHaveAccessibleDescription(/links to \/nowhere, which is no page of the site/))
    expect(saveText()).toBeDisabled()
  })

  it('says so when the file changed on disk meanwhile', async () => {
    vi.mocked(endpoint.savePostBody).mockRejectedValue(new EndpointError('Refused: changed on disk.', 409))
    render(<PostBodyField postId={16} />)
    await userEvent.type(await screen.findByRole('textbox', { name: /Text in Markdown/ }), 'Lambs')
    await waitFor(() => expect(saveText()).toBeEnabled())
    await userEvent.click(saveText())
    expect(await screen.findByRole('alert')).toHaveTextContent('data/blog-posts/16.md changed on disk since it was opened')
  })

  it('waits for a new post to be saved, which gives the file its name', () => {
    render(<PostBodyField postId={undefined} />)
    expect(screen.getByText('Save the new post first: its text is a file named by its id.')).toBeVisible()
    expect(endpoint.openPostBody).not.toHaveBeenCalled()
  })
})
