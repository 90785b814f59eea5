// Types for people.mjs, so the unit tests can import it under a strict tsconfig.
export interface FarmerOutfit {
  style: 'overalls' | 'apron' | 'jacket' | 'gilet' | 'smock'
  [colour: string]: string
}
/** One farmer's portrait: who (head emoji and skin tone), what they wear and hold, and the card around them. */
export interface FarmerPortrait {
  head: string
  skin: 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark'
  outfit: FarmerOutfit
  prop: (scene: unknown, emoji: unknown) => [number, number, boolean][]
  tint: string
  arch: string
  produce: string
  who: string
}
export declare const FARMERS: readonly FarmerPortrait[]
/** The SVG of a farmer's 600x700 portrait card; throws on an unknown skin tone or outfit style. */
export declare function farmerPortrait(farmer: FarmerPortrait, index: number): string
export declare function buildPeople(root: string): void
