import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { ExtensionTokenInput, MAX_EXTENSION_TOKENS } from '@proxy-portal/worker/contract/extension'
import { useQuery } from '@tanstack/react-query'
import { Puzzle } from 'lucide-react'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { accountCalls } from './account-calls'
import { browserOf } from './browser-name'
import { ConnectionCode } from './connection-code'
import { ExtensionList } from './extension-list'
import { EXTENSION_TOKENS_KEY, extensionTokensQuery } from './queries'

/** 'Chrome on Linux': what this browser calls itself, for the customer to tell connections apart. */
function thisBrowser(): string {
  const { browser, system } = browserOf(navigator.userAgent)
  if (browser && system) return m.extension_card_browser_on({ browser, system })
  return browser ?? m.extension_card_this_browser()
}

/** The API answers a full account as a label 'tooLong' (as the tag cap does); for a label that fits, that means the cap. */
const isFull = (failure: Failure, label: string) => failure.fields.label === 'tooLong' && v.is(ExtensionTokenInput, { label })

/**
 * The browser extension on /account (ADR 0016): connecting makes a token for one browser and shows
 * it once inside a connection code to paste into the extension; connected browsers are listed and
 * can be disconnected.
 */
export function ExtensionCard() {
  const form = useForm({ label: '' })
  const [code, setCode] = useState<string | null>(null)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  // How many were connected when the API answered 'full': a disconnect below that frees a place.
  const [fullAt, setFullAt] = useState<number | null>(null)
  const { data } = useQuery(extensionTokensQuery)
  const { setValues } = form
  // The user agent is known in the browser only; the server renders the field empty.
  useEffect(() => setValues((values) => (values.label ? values : { label: thisBrowser() })), [setValues])

  const { run, busy } = useApiMutation({ refresh: [EXTENSION_TOKENS_KEY], handles: true })
  const connect = async (label: string) => {
    const done = await run((keyed) => accountCalls.connectExtension(label, keyed))
    if (done.ok) return setCode(done.value.connectCode)
    if (isFull(done, label)) return setFullAt(data?.total ?? 0)
    setFailure(form.showFailure(done))
  }
  const total = data?.total ?? 0
  const atCap = total >= MAX_EXTENSION_TOKENS || (fullAt !== null && total >= fullAt)
  const submit = () => {
    setFailure(null)
    const input = form.validate(ExtensionTokenInput)
    if (input) void connect(input.label)
  }

  // min-w-0: the list table scrolls inside the card instead of widening the page on phones. (Not
  // inline-size containment: with it Chromium now and then laid the whole card out at zero height.)
  return (
    <section className="card bg-base-100 border-base-300 min-w-0 border">
      <div className="card-body space-y-2">
        <h2 className="card-title">
          <Puzzle className="size-5 opacity-70" aria-hidden="true" /> {m.extension_card_title()}
        </h2>
        <p className="text-base-content/70 text-sm">{m.extension_card_intro()}</p>
        <Form className="space-y-2" onSubmit={submit}>
          <TextField
            label={m.extension_card_name_label()}
            value={form.values.label}
            onChange={form.set('label')}
            error={form.errors.label}
            hint={m.extension_card_name_hint()}
          />
          <SubmitButton busy={busy} disabled={atCap} className="btn-primary" label={m.extension_card_connect()} />
        </Form>
        {atCap && (
          <div role="alert" className="alert alert-warning alert-soft text-sm">
            <span>{m.extension_card_full({ max: MAX_EXTENSION_TOKENS })}</span>
          </div>
        )}
        <FormAlert code={failure} />
        {code && <ConnectionCode code={code} />}
        <h3 className="pt-2 font-semibold">{m.extension_card_list_title()}</h3>
        <ExtensionList />
      </div>
    </section>
  )
}
