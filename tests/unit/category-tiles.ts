/**
 * The six product categories of the specification (data/product-categories.json) as a block's category tiles
 * link them by default: each tile's words (name, then the hint "Shop now") and its address — the product
 * when the category has one, else its shelf of the shop.
 */
export const DEFAULT_CATEGORY_TILES = [
  ['BlueberryShop now', '/shop-single/1'],
  ['StrawberryShop now', '/shop-single/3'],
  ['CabbageShop now', '/shop-single/2'],
  ['MaizeShop now', '/shop-single/4'],
  ['OrangeShop now', '/shop-single/5'],
  ['ApplesShop now', '/shop?category=fruit'],
]
