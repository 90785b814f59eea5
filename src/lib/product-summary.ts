/**
 * The short description shown beside the price for a product without its own "description": the
 * product page's default (blocks/product-details "summary") and the quick view's, so both say the same.
 */
export const DEFAULT_PRODUCT_SUMMARY =
  'Harvested at first light and packed the same morning, so it reaches your kitchen as fresh as the day it was picked. Grown without synthetic pesticides on soil we have cared for over three generations.'
