/**
 * Toast notifications (react-toastify) with the specification's settings: top-right, closing after
 * 5000 ms, pausing on hover and when the window loses focus, light theme; Alt+T focuses them.
 */
import { ToastContainer, toast } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'

export const TOAST_AUTO_CLOSE_MS = 5000

export function SiteToasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss theme="light" />
}

export const notify = {
  success: (message: string) => toast.success(message),
  warning: (message: string) => toast.warning(message),
  /** Error style, e.g. for "Product removed from cart". */
  error: (message: string) => toast.error(message),
}
