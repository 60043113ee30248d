import { ExternalLink } from 'lucide-react'
import { usePublicSettings } from '../features/settings/public-settings-query'
import { m } from '../paraglide/messages'

const sides = ['left-2', 'right-2'] as const

/** Two side banners linking to sister proxy sites; only on screens wide enough to keep them off the content. */
export function SisterBanners() {
  const sites = usePublicSettings().sisterSites.slice(0, 2)
  return (
    <>
      {sites.map((site, index) => (
        <a
          key={site.url}
          href={site.url}
          target="_blank"
          rel="noopener"
          className={`from-primary to-secondary text-primary-content fixed top-1/3 ${sides[index]} z-30 hidden w-28 flex-col items-center gap-3 rounded-xl bg-gradient-to-b p-4 text-center shadow-lg min-[1880px]:flex`}
          aria-label={m.sister_site_label({ name: site.name })}
        >
          <span className="text-xs uppercase opacity-80">{m.sister_site_kicker()}</span>
          <span className="font-bold break-words">{site.name}</span>
          {site.tagline && <span className="text-xs">{site.tagline}</span>}
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      ))}
    </>
  )
}
