import type { BankAccount } from '@proxy-portal/worker/contract/billing'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { UpdateSettingsInput } from '@proxy-portal/worker/contract/settings'
import { useQuery } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { checkForm, type FieldErrors } from '../../lib/form'
import { m } from '../../paraglide/messages'
import { publicSettingsQuery } from '../settings/public-settings-query'
import { paymentMethodsQuery } from '../topup/queries'
import { adminCalls } from './admin-calls'
import { adminSettingsQuery } from './queries'
import { vietnamBanks } from './vietnam-banks'

type Row = BankAccount & { key: string }
type Edit = { rate: string; accounts: Row[] }

const blank = (): Row => ({ key: crypto.randomUUID(), bankBin: '', bankName: '', accountNumber: '', accountName: '' })
const withoutKey = ({ key: _key, ...account }: Row): BankAccount => account

/** The rate USD payments convert at, and the accounts bank transfers go to (shown on /topup with their VietQR). */
export function PaymentSettings() {
  const { data: current } = useQuery(adminSettingsQuery)
  // Saved settings change what /topup and every page's footer show.
  const { run, busy } = useApiMutation({ refresh: [['admin'], publicSettingsQuery.queryKey, paymentMethodsQuery.queryKey], handles: true })
  const [edited, setEdited] = useState<Edit | null>(null)
  // Each account row keeps one key while it is edited (an account number changes as it is typed).
  const saved = useMemo<Edit | null>(
    () =>
      current
        ? { rate: String(current.vndPerUsd), accounts: current.bankAccounts.map((account) => ({ ...account, key: crypto.randomUUID() })) }
        : null,
    [current],
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  if (!saved) return null
  const form = edited ?? saved
  const setAccount = (index: number, patch: Partial<BankAccount>) =>
    setEdited({ ...form, accounts: form.accounts.map((account, at) => (at === index ? { ...account, ...patch } : account)) })

  const save = async () => {
    setFailure(null)
    const checked = checkForm(UpdateSettingsInput, {
      settings: { vndPerUsd: Number(form.rate), bankAccounts: form.accounts.map(withoutKey) },
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    const done = await run((keyed) => adminCalls.updateSettings(checked.output, keyed))
    if (!done.ok) {
      setErrors(done.fields)
      return setFailure(Object.keys(done.fields).length > 0 ? null : done.code)
    }
    toast.success(m.admin_settings_saved())
    setEdited(null)
  }
  const error = (path: string) => errors[`settings.${path}`]
  return (
    <Form onSubmit={save} className="space-y-3">
      <FormAlert code={failure} />
      <TextField
        label={m.admin_rate()}
        value={form.rate}
        onChange={(rate) => setEdited({ ...form, rate: rate.replace(/\D/g, '') })}
        error={error('vndPerUsd')}
        inputMode="numeric"
      />
      {form.accounts.map((account, index) => (
        <fieldset key={account.key} className="rounded-box border-base-300 grid gap-2 border p-3 sm:grid-cols-2">
          <label className="fieldset">
            <span className="fieldset-legend">{m.bank_name()}</span>
            <select
              className={`select w-full ${error(`bankAccounts.${index}.bankBin`) ? 'select-error' : ''}`}
              value={account.bankBin}
              onChange={(event) =>
                setAccount(index, vietnamBanks.find((bank) => bank.bankBin === event.target.value) ?? { bankBin: '', bankName: '' })
              }
            >
              <option value="">{m.bank_choose()}</option>
              {vietnamBanks.map((bank) => (
                <option key={bank.bankBin} value={bank.bankBin}>
                  {bank.bankName} ({bank.bankBin})
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={m.bank_account_number()}
            value={account.accountNumber}
            onChange={(accountNumber) => setAccount(index, { accountNumber })}
            error={error(`bankAccounts.${index}.accountNumber`)}
          />
          <TextField
            label={m.bank_account_name()}
            value={account.accountName}
            onChange={(accountName) => setAccount(index, { accountName: accountName.toUpperCase() })}
            error={error(`bankAccounts.${index}.accountName`)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm self-end"
            onClick={() => setEdited({ ...form, accounts: form.accounts.filter((_, at) => at !== index) })}
          >
            <Trash2 className="size-4" aria-hidden="true" /> {m.admin_bank_remove()}
          </button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {form.accounts.length < 5 && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setEdited({ ...form, accounts: [...form.accounts, blank()] })}
          >
            {m.admin_bank_add()}
          </button>
        )}
        <SubmitButton busy={busy} label={m.admin_save()} className="btn-primary btn-sm" />
      </div>
    </Form>
  )
}
