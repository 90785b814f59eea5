/**
 * A photo lightbox (yet-another-react-lightbox with the Counter and Zoom plugins) whose code loads
 * only when it is first opened (or when a trigger is hovered or focused, to open without delay).
 * Settings from the specification: counter "n / total", close button, arrows, Left/Right keys,
 * Escape, swipe over 40 px changes photo, vertical drag over 100 px closes, backdrop click closes,
 * the wheel zooms, looping only with more than 3 photos, slides move in 400 ms.
 * Focus returns to the thumbnail that opened it.
 *
 * Example:
 *   const lightbox = useLightbox()
 *   <button onClick={(e) => lightbox.openAt(0, e.currentTarget)} {...lightboxTrigger}>…</button>
 *   <Lightbox {...lightbox.props} slides={[{ src: '/art/products/pears.webp', alt: 'Pears' }]} label="Pears" />
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import type { LightboxSlide } from './lightbox-view.tsx'

export type { LightboxSlide }

const loadView = () => import('./lightbox-view.tsx')
const LightboxView = lazy(loadView)

/**
 * Spread on triggers: says they open a dialog, and starts downloading the lightbox when a visitor is about to
 * open it.
 */
export const lightboxTrigger = {
  'aria-haspopup': 'dialog' as const,
  onPointerEnter: () => void loadView(),
  onFocus: () => void loadView(),
}

interface LightboxState {
  /** Mounted once first opened, so closing can animate and reopening is instant. */
  mounted: boolean
  open: boolean
  index: number
}

export function useLightbox() {
  const [state, setState] = useState<LightboxState>({ mounted: false, open: false, index: 0 })
  const trigger = useRef<HTMLElement | null>(null)

  const openAt = useCallback((index: number, from?: HTMLElement | null) => {
    trigger.current = from ?? null
    setState({ mounted: true, open: true, index })
  }, [])
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), [])
  const onExited = useCallback(() => trigger.current?.focus(), [])

  return { openAt, props: { ...state, close, onExited } }
}

interface LightboxProps extends LightboxState {
  slides: readonly LightboxSlide[]
  /** Names the dialog, e.g. "Wild Blueberries photos". */
  label: string
  close: () => void
  onExited: () => void
}

export function Lightbox({ mounted, ...rest }: LightboxProps) {
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <LightboxView {...rest} />
    </Suspense>
  )
}
