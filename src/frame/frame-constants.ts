/** The specification's numbers for the page frame (section 9), in one place. */

/** The header takes its "sticked" look after more than this many pixels of scroll. */
export const STICKY_HEADER_THRESHOLD_PX = 5

/** The scroll-to-top button appears after more than this many pixels of scroll. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100

/** Body classes while an off-canvas panel is open (CSS locks page scroll with them). */
export const MOBILE_MENU_BODY_CLASS = 'mobile-menu-open'
export const SIDE_PANEL_BODY_CLASS = 'side-panel-open'
