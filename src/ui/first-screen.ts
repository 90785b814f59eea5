import { createContext, useContext } from 'react'

/**
 * Whether the block being drawn is on a phone's first screen at load (the page compiler decides; the
 * renderer provides it). A picture there loads at once with high priority, since it may be the largest
 * paint; below the fold it loads lazily.
 */
export const FirstScreenContext = createContext(false)

/** The loading attributes of a block's main picture: eager and high priority on the first screen. */
export function useMainPictureLoading(): { loading?: 'lazy'; fetchPriority?: 'high' } {
  return useContext(FirstScreenContext) ? { fetchPriority: 'high' } : { loading: 'lazy' }
}
