/** react-toastify and its styles, in their own chunk: loaded with the first notification (see toasts.tsx). */
import { useEffect } from 'react'
import { ToastContainer, toast } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'

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

/** The specification's settings: top-right, 5000 ms, pause on hover and focus loss, light theme; Alt+T focuses. */
export default function SiteToastContainer() {
  useEffect(() => {
    document.addEventListener('focusout', resumeWhenFocusLeaves)
    return () => document.removeEventListener('focusout', resumeWhenFocusLeaves)
  }, [])
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss theme="light" />
}

export { toast }
