// Fluent Emoji has no cabbage, so this one is drawn by hand on the same
// 32x32 grid with the same glossy look (layered gradients, soft highlights).
export function cabbageBody() {
  const leaf =
    'M16 29.1C9.6 29.3 3.9 25.9 3 19.6c-.35-2.5.35-5 1.6-6.9.35 1.05 1.2 1.7 2.3 1.5-.2 1.15.45 2.2 1.5 2.4-.5 1.35.1 2.8 1.45 3.2-.2 1.6.95 3 2.6 3.1.5 2.3 1.9 4.3 3.55 6.3z'
  return (
    '<g fill="none">' +
    // head
    '<circle cx="16" cy="14.6" r="10.8" fill="url(#cbHead)"/>' +
    '<circle cx="16" cy="14.6" r="10.8" fill="url(#cbRim)"/>' +
    // leaves folded over the head
    '<path fill="url(#cbShellL)" d="M14.6 4C8.9 4.8 5.2 9.5 5.2 15c0 3.3 1.4 6.2 3.7 8.2C7.4 17.5 9.4 9.6 14.6 4z"/>' +
    '<path fill="url(#cbShellR)" d="M17.8 4c5.3.9 9 5.5 9 11 0 3.4-1.5 6.5-4 8.5 1.8-5.7-.4-13.6-5-19.5z"/>' +
    '<g stroke-linecap="round" fill="none">' +
    '<path stroke="#F2FBDF" stroke-opacity=".9" stroke-width=".5" d="M14.2 4.4C10 7.6 8.3 14.4 9 22.3M17.9 4.5c3.9 5 5.6 11.7 4.6 18.3"/>' +
    '<path stroke="#EEF9D6" stroke-opacity=".75" stroke-width=".4" d="M16 24.5c-1-5.5-.9-11.5.3-17.2M16 22c-2.1-3.6-5.6-6.1-9.8-7M16.2 21.6c1.6-3.9 4.8-6.6 9-7.8M12.6 19.7l-1.6.9M19.5 18.8l1.5.7"/>' +
    '</g>' +
    // outer wrapping leaves
    `<path fill="url(#cbLeaf)" d="${leaf}"/>` +
    `<path fill="url(#cbLeaf)" transform="matrix(-1 0 0 1 32 0)" d="${leaf}"/>` +
    '<g stroke-linecap="round" fill="none" stroke="#C9EC99" stroke-opacity=".75" stroke-width=".5">' +
    '<path d="M15 28.2c-5.2-1.2-9-5-10.2-11.3M7.2 23.4l2.6-.8M5.6 20l2.3-.4"/>' +
    '<path d="M17 28.2c5.2-1.2 9-5 10.2-11.3M24.8 23.4l-2.6-.8M26.4 20l-2.3-.4"/>' +
    '</g>' +
    // front cup leaf
    '<path fill="url(#cbFront)" d="M8.6 24.4c2.2 3 4.8 4.7 7.4 4.7s5.2-1.7 7.4-4.7c-2.3.9-4.8 1.4-7.4 1.4s-5.1-.5-7.4-1.4z"/>' +
    // gloss
    '<g filter="url(#cbBlur)"><ellipse cx="11.6" cy="8.6" rx="3.6" ry="1.9" fill="#fff" fill-opacity=".7" transform="rotate(-32 11.6 8.6)"/></g>' +
    '<g filter="url(#cbBlur)"><ellipse cx="5.4" cy="17.4" rx=".6" ry="2.2" fill="#E4F9C4" fill-opacity=".8" transform="rotate(12 5.4 17.4)"/></g>' +
    '<defs>' +
    '<radialGradient id="cbHead" cx="0" cy="0" r="1" gradientTransform="matrix(10 12.5 -12.5 10 11.8 8.4)" gradientUnits="userSpaceOnUse">' +
    '<stop stop-color="#F4FCDD"/><stop offset=".35" stop-color="#D3EDA2"/><stop offset=".75" stop-color="#A7D468"/><stop offset="1" stop-color="#84BD4C"/></radialGradient>' +
    '<radialGradient id="cbRim" cx="0" cy="0" r="1" gradientTransform="matrix(0 11.5 -11.5 0 16 14.2)" gradientUnits="userSpaceOnUse">' +
    '<stop offset=".8" stop-color="#6FA93C" stop-opacity="0"/><stop offset="1" stop-color="#5E9A33" stop-opacity=".6"/></radialGradient>' +
    '<linearGradient id="cbLeaf" x1="6" x2="13" y1="13" y2="29" gradientUnits="userSpaceOnUse">' +
    '<stop stop-color="#8FD05A"/><stop offset=".5" stop-color="#5EAE3E"/><stop offset="1" stop-color="#3B8A35"/></linearGradient>' +
    '<linearGradient id="cbFront" x1="16" x2="16" y1="24" y2="29" gradientUnits="userSpaceOnUse">' +
    '<stop stop-color="#6DBB47"/><stop offset="1" stop-color="#2F7A30"/></linearGradient>' +
    '<filter id="cbBlur" x="2" y="3" width="28" height="24" color-interpolation-filters="sRGB" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation=".6"/></filter>' +
    '<linearGradient id="cbShellL" x1="6" x2="13" y1="8" y2="20" gradientUnits="userSpaceOnUse"><stop stop-color="#C9E992"/><stop offset="1" stop-color="#86C050"/></linearGradient>' +
    '<linearGradient id="cbShellR" x1="26" x2="20" y1="8" y2="21" gradientUnits="userSpaceOnUse"><stop stop-color="#A9D86E"/><stop offset="1" stop-color="#74B043"/></linearGradient>' +
    '</defs></g>'
  )
}
