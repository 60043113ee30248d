import { Link } from '@tanstack/react-router'
import { LifeBuoy, type LucideIcon, Server, ShoppingCart, ThumbsUp, User, Wallet, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { m } from '../../paraglide/messages'
import { useContactLinks } from '../support/contact-links'

type Tile = { to: string; title: () => string; text: () => string; icon: LucideIcon }

const tiles: Tile[] = [
  { to: '/manage-private-proxy', title: m.dashboard_tile_proxies, text: m.dashboard_tile_proxies_text, icon: Server },
  { to: '/order', title: m.dashboard_tile_orders, text: m.dashboard_tile_orders_text, icon: ShoppingCart },
  { to: '/account', title: m.dashboard_tile_account, text: m.dashboard_tile_account_text, icon: User },
  { to: '/topup', title: m.dashboard_tile_topup, text: m.dashboard_tile_topup_text, icon: Wallet },
  { to: '/support', title: m.dashboard_tile_support, text: m.dashboard_tile_support_text, icon: LifeBuoy },
  { to: '/tools', title: m.dashboard_tile_tools, text: m.dashboard_tile_tools_text, icon: Wrench },
]

function TileBody({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }): ReactNode {
  return (
    <div className="card-body flex-row items-center gap-4 p-4">
      <Icon className="text-primary size-8 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-base-content/60 text-sm">{text}</p>
      </div>
    </div>
  )
}

const tileClass = 'card bg-base-100 border-base-300 hover:border-primary border transition-colors'

/** The dashboard's tiles: proxies, orders, account, top-up, support, tools, and the Facebook service page. */
export function DashboardTiles() {
  const social = useContactLinks().find((contact) => contact.key === 'social')
  return (
    <nav className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={m.dashboard_tiles_label()}>
      {tiles.map((tile) => (
        <Link key={tile.to} to={tile.to} className={tileClass}>
          <TileBody icon={tile.icon} title={tile.title()} text={tile.text()} />
        </Link>
      ))}
      {social && (
        <a href={social.url} target="_blank" rel="noopener noreferrer" className={tileClass}>
          <TileBody icon={ThumbsUp} title={m.dashboard_tile_facebook()} text={m.dashboard_tile_facebook_text()} />
        </a>
      )}
    </nav>
  )
}
