import type { AdminUserView } from '@proxy-portal/worker/contract/user'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Money } from '../../components/ui/money'
import { m } from '../../paraglide/messages'
import { userSearchQuery } from './queries'

/** Finds a user by e-mail, username or name (the admin user list), five at a time. */
export function UserPicker({ onPick }: { onPick: (user: AdminUserView) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text])
  // client-only: users are looked up as the admin types.
  const { data } = useQuery(userSearchQuery(search))
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {m.admin_user_search()}
      </label>
      <input id={id} type="search" className="input w-full" value={text} onChange={(event) => setText(event.target.value)} />
      {search && data && (
        <ul className="menu bg-base-200 rounded-box mt-1 w-full">
          {data.data.length === 0 && <li className="text-base-content/60 p-2 text-sm">{m.admin_user_none()}</li>}
          {data.data.map((user) => (
            <li key={user._id}>
              <button type="button" onClick={() => onPick(user)} aria-label={`${m.admin_user_pick()} ${user.email}`}>
                <span className="min-w-0 flex-1 truncate">
                  {user.email} · {user.username}
                </span>
                <Money xu={user.balance} showUsd={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
