import { inflateSync } from 'node:zlib'
import { crc32 } from './png.ts'

export type DecodedPng = {
  width: number
  height: number
  bitDepth: number
  colorType: number
  /** Each chunk's type in file order. */
  chunks: string[]
  rgba: Uint8Array
}

const SIGNATURE = '89504e470d0a1a0a'

/**
 * Reads a PNG as the tests need it: checks the signature and every chunk's CRC, reads IHDR, and
 * inflates the pixels of 8-bit RGBA rows (filter type 0, the one the encoder writes). A file that is
 * not exactly that throws, so a test cannot pass on a file it did not really read.
 */
export function readPng(file: Uint8Array): DecodedPng {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
  if (bytes.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('Not a PNG signature')
  const chunks: string[] = []
  const data: Buffer[] = []
  let header: Buffer | undefined
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.subarray(at + 4, at + 8).toString('latin1')
    const body = bytes.subarray(at + 4, at + 8 + length)
    if (crc32(body) !== bytes.readUInt32BE(at + 8 + length)) throw new Error(`Bad CRC in ${type}`)
    chunks.push(type)
    if (type === 'IHDR') header = body.subarray(4)
    if (type === 'IDAT') data.push(body.subarray(4))
    at += 12 + length
  }
  if (!header || chunks[0] !== 'IHDR' || chunks.at(-1) !== 'IEND') throw new Error(`Bad chunk order: ${chunks.join(',')}`)
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  const [bitDepth = 0, colorType = 0] = header.subarray(8, 10)
  const decoded = { width, height, bitDepth, colorType, chunks, rgba: new Uint8Array() }
  if (bitDepth !== 8 || colorType !== 6) return decoded
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * 4
  if (raw.length !== (stride + 1) * height) throw new Error(`Pixel data of ${raw.length} bytes for ${width}x${height}`)
  const rgba = new Uint8Array(stride * height)
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)]
    if (filter !== 0) throw new Error(`Row ${row} has filter ${filter}`)
    rgba.set(raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1)), row * stride)
  }
  return { ...decoded, rgba }
}

/** The pixel at column x, row y as #rrggbbaa. */
export function pixelAt(png: DecodedPng, x: number, y: number): string {
  const at = (y * png.width + x) * 4
  return `#${Array.from(png.rgba.subarray(at, at + 4), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
