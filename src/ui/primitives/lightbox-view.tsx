/**
 * The lightbox itself, loaded on demand by lightbox.tsx (do not import it elsewhere).
 * The library's own swipe and pull thresholds (30 and 60 px) are not the specification's, so its
 * swipe and pull gestures are turned off and a small pointer handler applies 40 px (change photo)
 * and 100 px (close) instead; it stands aside while a photo is zoomed in, so dragging pans it.
 */
import { useEffect, useRef, type RefObject } from 'react'
import YetAnotherLightbox, { type ControllerRef, type ZoomRef } from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import libraryStyles from 'yet-another-react-lightbox/styles.css?inline'
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?inline'
import ownStyles from './lightbox.css?inline'

// The site ships one stylesheet for every page; the lightbox's styles come with its code instead,
// so pages that never open it do not download them.
if (typeof document !== 'undefined' && !document.getElementById('lightbox-styles')) {
  const style = document.createElement('style')
  style.id = 'lightbox-styles'
  style.textContent = [libraryStyles, counterStyles, ownStyles].join('\n')
  document.head.append(style)
}

export interface LightboxSlide {
  src: string
  alt: string
  /** Intrinsic size of the file, which limits how far it zooms (default 1800 for pictures of unknown size). */
  width?: number
  height?: number
}

export const LIGHTBOX_SWIPE_PX = 40
export const LIGHTBOX_CLOSE_DRAG_PX = 100
export const LIGHTBOX_SLIDE_MS = 400
/** Looping starts above this many photos. */
export const LIGHTBOX_LOOP_ABOVE = 3

interface LightboxViewProps {
  open: boolean
  index: number
  slides: readonly LightboxSlide[]
  label: string
  close: () => void
  onExited: () => void
}

/** Swipe and pull-to-close with the specification's distances. */
function useGestures(open: boolean, controller: RefObject<ControllerRef | null>, zoom: RefObject<ZoomRef | null>) {
  useEffect(() => {
    if (!open) return
    let start: { id: number; x: number; y: number } | undefined
    const inLightbox = (target: EventTarget | null) =>
      target instanceof Element && target.closest('.yarl__root') !== null && target.closest('button') === null

    const onDown = (event: PointerEvent) => {
      if (event.button === 0 && event.isPrimary && inLightbox(event.target))
        start = { id: event.pointerId, x: event.clientX, y: event.clientY }
    }
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      start = undefined
      if ((zoom.current?.zoom ?? 1) > 1) return
      let acted = false
      if (Math.abs(dx) > LIGHTBOX_SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) controller.current?.next()
        else controller.current?.prev()
        acted = true
      } else if (Math.abs(dy) > LIGHTBOX_CLOSE_DRAG_PX && Math.abs(dy) > Math.abs(dx)) {
        controller.current?.close()
        acted = true
      }
      // A drag is not a click on the backdrop: keep the library from also treating it as one.
      if (acted) event.stopPropagation()
    }
    const onCancel = () => {
      start = undefined
    }
    document.addEventListener('pointerdown', onDown, true)
    document.addEventListener('pointerup', onUp, true)
    document.addEventListener('pointercancel', onCancel, true)
    return () => {
      document.removeEventListener('pointerdown', onDown, true)
      document.removeEventListener('pointerup', onUp, true)
      document.removeEventListener('pointercancel', onCancel, true)
    }
  }, [open, controller, zoom])
}

export default function LightboxView({ open, index, slides, label, close, onExited }: LightboxViewProps) {
  const controller = useRef<ControllerRef>(null)
  const zoom = useRef<ZoomRef>(null)
  useGestures(open, controller, zoom)

  return (
    <YetAnotherLightbox
      open={open}
      close={close}
      index={index}
      slides={slides.map(({ src, alt, width = 1800, height = 1800 }) => ({ src, alt, width, height }))}
      plugins={[Counter, Zoom]}
      counter={{ separator: ' / ', container: { className: 'lightbox__counter' } }}
      zoom={{ ref: zoom, scrollToZoom: true, maxZoomPixelRatio: 2 }}
      carousel={{ finite: slides.length <= LIGHTBOX_LOOP_ABOVE, padding: '24px', spacing: '20%' }}
      animation={{ swipe: LIGHTBOX_SLIDE_MS, navigation: LIGHTBOX_SLIDE_MS, fade: 250 }}
      controller={{
        ref: controller,
        closeOnBackdropClick: true,
        closeOnPullDown: false,
        closeOnPullUp: false,
        disableSwipeNavigation: true,
      }}
      labels={{ Lightbox: label, 'Photo gallery': label, Close: 'Close gallery', Previous: 'Previous photo', Next: 'Next photo' }}
      on={{ exited: onExited }}
      className="lightbox"
    />
  )
}
