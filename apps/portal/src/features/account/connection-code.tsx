import { Copy } from 'lucide-react'
import { useId } from 'react'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'

/** The connection code, shown once after connecting, with a copy button and where to paste it. */
export function ConnectionCode({ code }: { code: string }) {
  const id = useId()
  const copy = () => navigator.clipboard.writeText(code).then(() => toast.success(m.copied()))
  return (
    <div className="bg-base-200 space-y-3 rounded-box p-4">
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={id}>
          {m.extension_card_code_label()}
        </label>
        <div className="join w-full">
          <input
            id={id}
            readOnly
            className="input join-item w-full font-mono text-sm"
            value={code}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn join-item" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden="true" /> {m.action_copy()}
          </button>
        </div>
      </div>
      <p className="text-warning text-sm">{m.extension_card_shown_once()}</p>
      <div className="text-sm">
        <p className="font-semibold">{m.extension_card_steps_title()}</p>
        <ol className="list-decimal space-y-1 ps-5 pt-1">
          <li>{m.extension_card_step_install()}</li>
          <li>{m.extension_card_step_open()}</li>
          <li>{m.extension_card_step_paste()}</li>
        </ol>
      </div>
    </div>
  )
}
