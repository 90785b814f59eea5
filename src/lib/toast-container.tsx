/** react-toastify and its styles, in their own chunk: loaded with the first notification (see toasts.tsx). */
import { useEffect, useSyncExternalStore } from 'react'
import { ToastContainer, toast } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import './toast-container.css'

export const TOAST_AUTO_CLOSE_MS = 5000

/**
 * Alt+T focuses the notifications and pauses them; the library resumes them only on Escape. A visitor
 * who clicks or tabs elsewhere instead would leave them on screen for good, so focus leaving the
 * notifications resumes them too.
 */
function resumeWhenFocusLeaves(event: FocusEvent) {
  const from = event.target instanceof Element ? event.target.closest('.Toastify') : null
  if (from && !(event.relatedTarget instanceof Node && from.contains(event.relatedTarget))) toast.play()
}

/**
 * Where the library lays toasts out across the whole width of the screen (its own breakpoint). There,
 * at the top, a toast would cover the header and the cart badge it reports on, so it comes from the
 * bottom instead (decision 057).
 */
const PHONE = '(max-width: 480px)'

function subscribeToPhoneWidth(callback: () => void) {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', callback)
  return () => query.removeEventListener('change', callback)
}

/**
 * The specification's settings: top-right (at the bottom on phones), 5000 ms, pause on hover and focus
 * loss, light theme; Alt+T focuses. Mounted in the browser only, with the first notification.
 */
export default function SiteToastContainer() {
  const onPhone = useSyncExternalStore(subscribeToPhoneWidth, () => window.matchMedia(PHONE).matches)
  useEffect(() => {
    document.addEventListener('focusout', resumeWhenFocusLeaves)
    return () => document.removeEventListener('focusout', resumeWhenFocusLeaves)
  }, [])
  return (
    <ToastContainer
      position={onPhone ? 'bottom-center' : 'top-right'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
    />
  )
}

export { toast }
