declare module 'virtual:block-catalogue' {
  /** Every registered block type, in registry order (src/build/vite-plugin-block-catalogue.ts). */
  export const entries: import('./catalogue-block.ts').CatalogueBlock[]
}
