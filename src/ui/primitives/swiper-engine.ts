/**
 * Swiper's code, loaded by carousel.tsx only when a carousel is first used. It starts on the
 * carousel's own markup (rendered by React, prerendered in the HTML): nothing is re-created, so
 * starting costs one small layout, in a task of its own.
 */
import Swiper from 'swiper'
import { A11y, EffectFade } from 'swiper/modules'
import type { PerView } from './carousel.tsx'

export interface SwiperStart {
  perView: PerView
  gap: number
  effect: 'slide' | 'fade'
  loop: boolean
  speed: number
  onSlideChange: (swiper: Swiper) => void
}

export function startSwiper(container: HTMLElement, options: SwiperStart): Swiper {
  const { perView, gap, effect, loop, speed, onSlideChange } = options
  return new Swiper(container, {
    modules: [A11y, EffectFade],
    effect,
    fadeEffect: { crossFade: true },
    spaceBetween: gap,
    slidesPerView: perView[0] ?? 1,
    breakpoints: Object.fromEntries(Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }])),
    loop,
    // Without a loop, Previous on the first slide goes to the last and Next on the last to the first:
    // an arrow never does nothing (issue 26).
    rewind: !loop,
    speed,
    // With a fade, arrows and bullets answer at once, even mid-transition.
    loopPreventsSliding: effect !== 'fade',
    // The wrapper's aria-live is the carousel's: off while its slideshow plays (our clock, not Swiper's autoplay).
    a11y: { enabled: true, containerRoleDescriptionMessage: 'carousel', slideRole: 'group', wrapperLiveRegion: false },
    on: { slideChange: onSlideChange },
  })
}
