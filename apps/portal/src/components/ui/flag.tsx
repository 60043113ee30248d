import { useId } from 'react'
import type { Locale } from '../../paraglide/runtime'

function VietnamFlag() {
  return (
    <svg viewBox="0 0 30 20" className="h-4 w-6 rounded-sm" aria-hidden="true">
      <rect width="30" height="20" fill="#da251d" />
      <polygon
        fill="#ffff00"
        points="15,4 16.35,8.15 20.71,8.15 17.18,10.71 18.53,14.85 15,12.29 11.47,14.85 12.82,10.71 9.29,8.15 13.65,8.15"
      />
    </svg>
  )
}

function UnitedKingdomFlag() {
  const id = useId()
  return (
    <svg viewBox="0 0 60 30" className="h-4 w-6 rounded-sm" aria-hidden="true">
      <clipPath id={`${id}-diagonals`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-diagonals)`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}

export function Flag({ locale }: { locale: Locale }) {
  return locale === 'vi' ? <VietnamFlag /> : <UnitedKingdomFlag />
}
