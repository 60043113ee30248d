import { Link } from '@tanstack/react-router'
import { ArrowRightLeft, KeyRound, ListChecks, type LucideIcon, Scissors } from 'lucide-react'
import { m } from '../../paraglide/messages'

type Tool = { title: () => string; text: () => string; icon: LucideIcon; to: '/tools/splitString' | '/tools/freeTools'; hash?: string }

const tools: Tool[] = [
  { title: m.page_split_string_title, text: m.page_split_string_intro, icon: Scissors, to: '/tools/splitString' },
  { title: m.tools_converter_title, text: m.tools_converter_intro, icon: ArrowRightLeft, to: '/tools/freeTools', hash: 'proxy-converter' },
  { title: m.tools_lines_title, text: m.tools_lines_intro, icon: ListChecks, to: '/tools/freeTools', hash: 'line-tools' },
  { title: m.tools_password_title, text: m.tools_password_intro, icon: KeyRound, to: '/tools/freeTools', hash: 'password-generator' },
]

/** /tools: every tool with what it does and a link to it. */
export function ToolsIndex() {
  return (
    <nav aria-label={m.tools_index_label()}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.title()} className="card bg-base-100 border-base-300 border">
            <div className="card-body flex-row items-start gap-4 p-4">
              <tool.icon className="text-primary size-8 shrink-0" aria-hidden="true" />
              <div className="min-w-0 flex-1 space-y-2">
                <h2 className="font-semibold">{tool.title()}</h2>
                <p className="text-base-content/70 text-sm">{tool.text()}</p>
                <Link
                  to={tool.to}
                  hash={tool.hash}
                  className="btn btn-sm btn-primary btn-outline"
                  aria-label={`${m.tools_open()}: ${tool.title()}`}
                >
                  {m.tools_open()}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-base-content/60 mt-4 text-sm">{m.tools_local_note()}</p>
    </nav>
  )
}
