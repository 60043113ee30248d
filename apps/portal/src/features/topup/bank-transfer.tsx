import type { BankAccount } from '@proxy-portal/worker/contract/billing'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { vietQrPayload } from '@proxy-portal/worker/payments/vietqr'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import { QrImage } from '../../components/ui/qr-image'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { billQuery } from './queries'

const PRESETS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000]

/** The amount for the QR: a whole number of đồng, or none (the payer types it in the banking app). */
function qrAmount(text: string): number | undefined {
  const amount = Number(text.replace(/\D/g, ''))
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-1">
      <span className="text-base-content/60">{label}</span>
      <span className="flex items-center gap-1 font-semibold">
        <span data-testid={testId}>{value}</span>
        <CopyButton text={value} />
      </span>
    </div>
  )
}

/** Bank transfer: the steps, the account(s), the user's content code and a VietQR image their banking app scans. */
export function BankTransfer() {
  const bill = useQuery(billQuery)
  const [amount, setAmount] = useState('')
  const [chosen, setChosen] = useState(0)
  const navigate = useNavigate()
  const openedAt = useRef(0)
  useEffect(() => {
    openedAt.current = Date.now()
  }, [])
  if (!bill.data) return <Spinner />
  const { code, bankAccounts, minAmount } = bill.data
  const account: BankAccount | undefined = bankAccounts[chosen] ?? bankAccounts[0]
  const unit = m.currency_unit()
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5">
          <li>{m.bank_step_scan()}</li>
          <li>{m.bank_step_content({ code })}</li>
          <li>{m.bank_step_minimum({ min: formatXu(minAmount, unit) })}</li>
          <li>{m.bank_step_wait()}</li>
        </ol>
        {bankAccounts.length > 1 && (
          <div className="join" role="group" aria-label={m.bank_choose_account()}>
            {bankAccounts.map((item, index) => (
              <button
                key={item.accountNumber}
                type="button"
                className={`join-item btn btn-sm ${index === chosen ? 'btn-primary' : ''}`}
                onClick={() => setChosen(index)}
              >
                {item.bankName}
              </button>
            ))}
          </div>
        )}
        {account && (
          <div className="bg-base-200 rounded-box divide-base-300 divide-y px-4 py-2">
            <Detail label={m.bank_name()} value={account.bankName} />
            <Detail label={m.bank_account_number()} value={account.accountNumber} />
            <Detail label={m.bank_account_name()} value={account.accountName} />
            <Detail label={m.bank_transfer_content()} value={code} testId="transfer-code" />
          </div>
        )}
        <label className="fieldset">
          <span className="fieldset-legend">{m.bank_amount_label()}</span>
          <input
            className="input w-full"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, '').slice(0, 10))}
          />
          <span className="text-base-content/60 text-sm">{m.bank_amount_hint()}</span>
        </label>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <button key={preset} type="button" className="btn btn-outline btn-xs" onClick={() => setAmount(String(preset))}>
              {/* In the field's unit: the amount is what the bank sends, in VND (credited 1:1 in Xu). */}
              {formatXu(preset, 'VND')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => navigate({ to: '/recharge-loading', search: { since: openedAt.current } })}
        >
          {m.bank_done()}
        </button>
      </div>
      {account && (
        <QrImage
          text={vietQrPayload({ bankBin: account.bankBin, accountNumber: account.accountNumber, amount: qrAmount(amount), purpose: code })}
          alt={m.bank_qr_alt({ bank: account.bankName, account: account.accountNumber })}
          className="mx-auto size-64"
        />
      )}
    </div>
  )
}
