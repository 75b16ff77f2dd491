/** The player's loyalty standing (docs/product/data.md); its fields pass through as the platform sends them. */
export interface Loyalty {
  [field: string]: unknown;
}
