/**
 * The video dialog's behaviour on a native <dialog>: showModal() makes the rest of the page inert and
 * closes on Escape; this adds the close button and backdrop click, stops the video on every way of
 * closing (the dialog's close event), and gives focus back to the button that opened it.
 * Tab and Shift+Tab cycle between the close button and the video's own controls: the browser would
 * otherwise let focus leave the page for its toolbar. The controls live inside the video element, so a
 * focusable end marker after it (`wrapToStart`) tells when Tab has passed the last one.
 * The video's sources and poster are rendered only from the first opening, so nothing is downloaded before
 * (a poster attribute is fetched at once, even in a closed dialog).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

export function useVideoDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const [hasSources, setHasSources] = useState(false)

  useEffect(() => {
    const video = videoRef.current
    if (!isOpen || !video) return
    // A close before playback starts rejects play() with an AbortError: that is the visitor's choice, not a fault.
    video.play().catch(() => undefined)
  }, [isOpen, hasSources])

  const open = () => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    setHasSources(true)
    dialog.showModal()
    closeRef.current?.focus()
    setOpen(true)
  }

  const close = () => dialogRef.current?.close()

  /** Runs however the dialog closed: close button, backdrop, Escape. */
  const onClose = () => {
    const video = videoRef.current
    if (video) {
      video.pause()
      video.currentTime = 0
    }
    setOpen(false)
    triggerRef.current?.focus()
  }

  /** A click whose target is the dialog itself landed outside its content: on the backdrop. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  /** Shift+Tab on the close button goes back to the video's controls, not out of the page. */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab' && event.shiftKey && event.target === closeRef.current) {
      event.preventDefault()
      videoRef.current?.focus()
    }
  }

  /** Focus of the end marker: Tab went past the video's last control, so start again at the close button. */
  const wrapToStart = () => closeRef.current?.focus()

  return {
    dialogRef,
    videoRef,
    triggerRef,
    closeRef,
    hasSources,
    open,
    close,
    onClose,
    onClick,
    onKeyDown,
    wrapToStart,
  }
}
