/** react-toastify and its styles, in their own chunk: loaded with the first notification (see toasts.tsx). */
import { ToastContainer, toast } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'

export const TOAST_AUTO_CLOSE_MS = 5000

/** The specification's settings: top-right, 5000 ms, pause on hover and focus loss, light theme; Alt+T focuses. */
export default function SiteToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss theme="light" />
}

export { toast }
