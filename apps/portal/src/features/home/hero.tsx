import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'

const highlights = [m.home_hero_point_protocols, m.home_hero_point_countries, m.home_hero_point_instant]

export function Hero() {
  return (
    <section className="hero from-primary/10 to-secondary/10 rounded-3xl bg-gradient-to-br py-16">
      <div className="hero-content max-w-4xl flex-col text-center">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{m.home_hero_title()}</h1>
        <p className="text-base-content/80 max-w-2xl text-lg">{m.home_hero_subtitle()}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {highlights.map((point) => (
            <li key={point()} className="badge badge-outline badge-lg">
              {point()}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/auth/register" className="btn btn-primary btn-lg">
            {m.home_cta_register()}
          </Link>
          <Link to="/product-mechanism" className="btn btn-ghost btn-lg">
            {m.home_cta_how()}
          </Link>
        </div>
      </div>
    </section>
  )
}
