// Real images for upload tests, drawn with sharp from SVG (nothing binary is committed).
import sharp from 'sharp'

/** A landscape PNG of `width` × `height` with a gradient and a circle, so every encoder has real work. */
export async function testImage(width = 2000, height = 1125): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#fbbf24"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.6}" cy="${height * 0.45}" r="${height * 0.25}" fill="#fff" fill-opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export const pngFile = (data: Buffer, name = 'hero.png') => ({ data, mimetype: 'image/png', name, size: data.length })
