import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { videoSectionProps } from './schema.ts'
import VideoSection from './video-section.tsx'

// jsdom has neither a modal <dialog> nor media playback: stand-ins that behave as the browser's do.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

function renderSection() {
  render(<VideoSection {...videoSectionProps.parse({})} />)
  const play = screen.getByRole('button', { name: 'Play the dairy tour video' })
  const dialog = document.querySelector('dialog')!
  const video = dialog.querySelector('video')!
  return { play, dialog, video }
}

async function openWith(play: HTMLElement) {
  await userEvent.setup().click(play)
  return screen.getByRole('dialog', { name: 'A morning on the Green Valley pasture' })
}

describe('video section', () => {
  it('downloads nothing until the dialog first opens', () => {
    const { dialog, video } = renderSection()
    expect(dialog.open).toBe(false)
    expect(video.querySelectorAll('source')).toHaveLength(0)
    expect(video.getAttribute('preload')).toBe('none')
    // A poster attribute is fetched at once, even in a closed dialog: it was 59 KB on /home-4's first load.
    expect(video.hasAttribute('poster')).toBe(false)
  })

  it('opens a named dialog with the video, plays it and puts focus on the close button', async () => {
    const { play, video } = renderSection()
    const dialog = await openWith(play)
    expect(dialog).toHaveProperty('open', true)
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/video/dairy-tour.webm',
      '/video/dairy-tour.mp4',
    ])
    expect(video.getAttribute('poster')).toBe('/video/dairy-tour-poster.jpg')
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }))
  })

  it('the close button closes it, stops the video and gives focus back to the play button', async () => {
    const { play, video } = renderSection()
    const dialog = await openWith(play)
    video.currentTime = 7
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close video' }))
    expect(dialog).toHaveProperty('open', false)
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    expect(video.currentTime).toBe(0)
    expect(document.activeElement).toBe(play)
  })

  it('a click on the backdrop closes it; a click on the frame does not', async () => {
    const { play, video } = renderSection()
    const dialog = await openWith(play)
    fireEvent.click(video)
    expect(dialog).toHaveProperty('open', true)
    // The dialog's content fills it, so a click whose target is the dialog itself fell on the backdrop.
    fireEvent.click(dialog)
    expect(dialog).toHaveProperty('open', false)
    expect(document.activeElement).toBe(play)
  })

  it('a close from the browser (Escape) stops the video and returns focus the same way', async () => {
    const { play } = renderSection()
    const dialog = (await openWith(play)) as HTMLDialogElement
    dialog.close()
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    expect(document.activeElement).toBe(play)
  })

  it('opens again after closing', async () => {
    const { play } = renderSection()
    const dialog = (await openWith(play)) as HTMLDialogElement
    dialog.close()
    await openWith(play)
    expect(dialog.open).toBe(true)
  })
})

describe('focus inside the open dialog', () => {
  it('Tab past the video comes back to the close button; Shift+Tab on it goes to the video', async () => {
    const user = userEvent.setup()
    const { play, video } = renderSection()
    await openWith(play)
    const close = screen.getByRole('button', { name: 'Close video' })
    // jsdom's <video> has no controls to focus; the browser's focuses and holds them.
    const focusVideo = vi.spyOn(video, 'focus')
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(focusVideo).toHaveBeenCalled()
    expect(document.activeElement).not.toBe(play)
    // The end marker after the video stands for "past the video's last control".
    const end = document.querySelector<HTMLElement>('.video-section__focus-end')!
    end.focus()
    expect(document.activeElement).toBe(close)
  })
})
