import sharp from 'sharp';

/** The badge image's width in pixels (the SVG is drawn at any size; 512 reads well in wallets). */
export const BADGE_PNG_WIDTH = 512;

/** The SVG badge drawn as a PNG (sharp's librsvg), for baking (shared/open-badges/png.ts). */
export async function badgePng(svg: string): Promise<Uint8Array> {
  return sharp(Buffer.from(svg), { density: 144 })
    .resize({ width: BADGE_PNG_WIDTH })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
