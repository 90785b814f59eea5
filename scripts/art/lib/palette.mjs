// Brand colours shared by the art (mirrors src/styles/tokens.css).
export const brand = {
  forest900: '#173224',
  forest800: '#1F3D2B',
  forest700: '#2D5A3A',
  leaf600: '#3F7A3A',
  leaf500: '#5E9A45',
  fresh300: '#A9CB7A',
  fresh100: '#E4EFD3',
  cream50: '#FDF9F1',
  cream100: '#FBF4E6',
  sand200: '#F1E4C9',
  sand300: '#E6D2AC',
  earth700: '#5A3A22',
  earth500: '#8A5A34',
  gold400: '#E9A93A',
  terracotta600: '#B24F2A',
  barnRed: '#A3392A',
}

/** Pastel tile backgrounds: [centre glow, edge] pairs. */
export const pastel = {
  lavender: ['#F4F0FF', '#E6DEFA'],
  blush: ['#FFF1EE', '#FBDCD6'],
  peach: ['#FFF3E6', '#FBE0C4'],
  rose: ['#FFF0F0', '#F8D9DC'],
  mint: ['#F1FAEC', '#D9EDCD'],
  sage: ['#F3F7EA', '#DDE8C8'],
  lemon: ['#FFFBE6', '#F6EBB5'],
  butter: ['#FFF8E8', '#F3E3BE'],
  sky: ['#EFF7FB', '#D5E9F2'],
  clay: ['#FBF2EA', '#EDD9C6'],
  plum: ['#F8F0FA', '#E8D6EE'],
  cream: ['#FFFBF3', '#F1E6CF'],
}
