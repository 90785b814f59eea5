/** Where `npm run dev` serves the block catalogue (the plugin and the page share it). */
export const CATALOGUE_PATH = '/__blocks'
