import { createContext, useContext } from 'react'

/**
 * Whether the block being drawn is on a phone's first screen at load (the page compiler decides; the
 * renderer provides it). A picture there loads at once with high priority, since it may be the largest
 * paint; below the fold it loads lazily.
 */
export const FirstScreenContext = createContext(false)

/**
 * The Element Timing name of first-screen pictures. The page's start script (src/app/start-up/start-app.ts)
 * starts the app only once the browser has shown them, so the app's JS never competes with them.
 */
export const FIRST_SCREEN_PICTURE = 'first-screen'

/** The loading attributes of a picture on the first screen, wherever it is. */
export const firstScreenPicture = {
  fetchPriority: 'high',
  decoding: 'sync',
  elementtiming: FIRST_SCREEN_PICTURE,
} as const

/** The loading attributes of a block's main picture: first-screen ones there, lazy below the fold. */
export function useMainPictureLoading(): typeof firstScreenPicture | { loading: 'lazy' } {
  return useContext(FirstScreenContext) ? firstScreenPicture : { loading: 'lazy' }
}
