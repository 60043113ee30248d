import { MessageCircle, Send, ThumbsUp } from 'lucide-react'
import type { ComponentType } from 'react'
import { m } from '../../paraglide/messages'
import { usePublicSettings } from '../settings/public-settings-query'

type Contact = { key: 'social' | 'channel' | 'chat'; label: () => string; icon: ComponentType<{ className?: string }> }

const contacts: Contact[] = [
  { key: 'social', label: m.contact_social, icon: ThumbsUp },
  { key: 'channel', label: m.contact_channel, icon: Send },
  { key: 'chat', label: m.contact_chat, icon: MessageCircle },
]

/** The three support links from the settings (social page, messaging channel, chat app). */
export function useContactLinks() {
  const links = usePublicSettings().contacts
  if (!links) return []
  return contacts.map((contact) => ({ ...contact, url: links[contact.key] }))
}
