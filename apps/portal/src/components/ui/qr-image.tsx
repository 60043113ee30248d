import { renderSVG } from 'uqr'

/** A QR code of `text` as an image (an SVG data URL, so no script and no outside request). */
export function QrImage({ text, alt, className = 'size-48' }: { text: string; alt: string; className?: string }) {
  const src = `data:image/svg+xml;base64,${btoa(renderSVG(text, { border: 2 }))}`
  return <img src={src} alt={alt} className={`rounded-box bg-white p-1 ${className}`} />
}
