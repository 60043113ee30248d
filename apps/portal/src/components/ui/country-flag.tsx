/**
 * A country's flag from its two-letter code, decorative beside its name: flag-icons' SVG, served as
 * /flags/<code>.svg (vite.config.ts). An emoji flag showed as two letters on Windows and on a Linux
 * without a colour emoji font.
 */
export function CountryFlag({ code }: { code: string }) {
  if (!/^[A-Z]{2}$/.test(code)) return null
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className="inline-block rounded-xs align-[-2px] shadow-xs"
      data-testid="country-flag"
    />
  )
}
