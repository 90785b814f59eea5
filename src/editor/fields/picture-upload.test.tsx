import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import { PictureUpload } from './picture-upload.tsx'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const onUploaded = vi.fn()

function renderUpload(dropped?: File) {
  render(
    <PictureUpload
      open
      dropped={dropped}
      folders={['blog', 'products']}
      folder="products"
      onUploaded={onUploaded}
      onClose={() => {}}
    />,
  )
}

const photo = () => new File(['jpeg bytes'], 'Blue Berries.JPG', { type: 'image/jpeg' })
const addButton = () => screen.getByRole('button', { name: 'Add and use this picture' })

beforeEach(() => {
  vi.clearAllMocks()
  standInModalDialogs()
})

describe('adding a picture from the computer', () => {
  it('asks what the picture shows before it is sent, then gives the field its new path', async () => {
    vi.mocked(endpoint.uploadPicture).mockResolvedValue({ path: '/art/products/blue-berries.webp' })
    renderUpload()
    await userEvent.upload(screen.getByLabelText('Picture file'), photo())
    expect(addButton()).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'What the picture shows (alt text)' }), 'A punnet of blueberries')
    await userEvent.click(addButton())
    const [sent, details] = vi.mocked(endpoint.uploadPicture).mock.lastCall!
    expect((sent as File).name).toBe('Blue Berries.JPG')
    expect(details).toEqual({ fileName: 'Blue Berries.JPG', folder: 'products', alt: 'A punnet of blueberries' })
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/art/products/blue-berries.webp'))
  })

  it('takes a dropped picture, into the folder chosen', async () => {
    vi.mocked(endpoint.uploadPicture).mockResolvedValue({ path: '/art/blog/blue-berries.webp' })
    renderUpload(photo())
    expect(screen.getByText('Blue Berries.JPG')).toBeVisible()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Folder in public/art' }), 'blog')
    await userEvent.type(screen.getByRole('textbox', { name: 'What the picture shows (alt text)' }), 'Berries')
    await userEvent.click(addButton())
    expect(vi.mocked(endpoint.uploadPicture).mock.lastCall![1].folder).toBe('blog')
  })

  it('refuses a file that is not a JPEG, PNG or WebP picture', async () => {
    renderUpload(new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'What the picture shows (alt text)' }), 'Prices')
    expect(screen.getByText('price-list.pdf is not a JPEG, PNG or WebP picture: choose another file.')).toBeVisible()
    expect(addButton()).toBeDisabled()
  })

  it('shows why the dev server refused the picture, and keeps the form', async () => {
    vi.mocked(endpoint.uploadPicture).mockRejectedValue(new EndpointError('Refused: the picture is larger than 20 MB.', 413))
    renderUpload(photo())
    await userEvent.type(screen.getByRole('textbox', { name: 'What the picture shows (alt text)' }), 'Berries')
    await userEvent.click(addButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: the picture is larger than 20 MB.')
    expect(onUploaded).not.toHaveBeenCalled()
    expect(addButton()).toBeEnabled()
  })
})
