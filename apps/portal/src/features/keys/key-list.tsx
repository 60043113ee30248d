import { DEFAULT_PAGE_SIZE } from '@proxy-portal/worker/contract/choices'
import { type KeyView, keyFilters } from '@proxy-portal/worker/contract/keys'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { boughtPackageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { useNow } from '../manage-proxies/use-now'
import { endpointText, KeyActions } from './key-actions'
import { AutoRenewToggle, ExitCell, ExpiryCell, NextChangeCell } from './key-cells'
import { packagePlace } from './package-terms'
import { type KeyFilter, myKeysQuery } from './queries'

const filterText: Record<KeyFilter, () => string> = { all: m.keys_filter_all, using: m.keys_filter_using, expired: m.keys_filter_expired }

function KeyName({ keyView }: { keyView: KeyView }) {
  return (
    <div className="text-sm">
      <p className="font-mono text-xs break-all" data-testid="key-text">
        {keyView.key}
      </p>
      <p className="text-base-content/60 text-xs">
        {boughtPackageName(keyView)} · {packagePlace(keyView)}
      </p>
    </div>
  )
}

const Endpoint = ({ keyView }: { keyView: KeyView }) => (
  <p className="font-mono text-xs break-all" data-testid="key-endpoint">
    {endpointText(keyView)}
  </p>
)

/** The customer's keys: a table from 768 px (fits 1280 px), a card per key below. */
export function KeyList() {
  const [status, setStatus] = useState<KeyFilter>('all')
  const [page, setPage] = useState(1)
  const { data } = useQuery(myKeysQuery(status, page))
  const now = useNow(1000)
  const keys = data?.data ?? []
  const columns = [m.keys_col_key, m.keys_col_endpoint, m.keys_col_exit, m.keys_col_next_change, m.keys_col_expiry, m.keys_col_auto_renew]
  return (
    <section className="space-y-3" aria-labelledby="my-keys-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-keys-title" className="text-xl font-bold">
          {m.keys_mine_title()}
        </h2>
        <div role="tablist" className="tabs tabs-box tabs-sm">
          {keyFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              role="tab"
              aria-selected={filter === status}
              className={`tab ${filter === status ? 'tab-active' : ''}`}
              onClick={() => {
                setStatus(filter)
                setPage(1)
              }}
            >
              {filterText[filter]()}
            </button>
          ))}
        </div>
      </div>
      <div className="hidden md:block">
        <ListTable columns={columns.map((label) => ({ label: label() }))} testId="keys" empty={data?.data.length === 0}>
          {keys.map((key) => [
            <tr key={key._id} data-testid="key-row" className="border-b-0">
              <td className="max-w-52">
                <KeyName keyView={key} />
              </td>
              <td className="max-w-60">
                <Endpoint keyView={key} />
              </td>
              <td>
                <ExitCell keyView={key} now={now} />
              </td>
              <td>
                <NextChangeCell keyView={key} now={now} />
              </td>
              <td>
                <ExpiryCell keyView={key} now={now} />
              </td>
              <td>
                <AutoRenewToggle keyView={key} />
              </td>
            </tr>,
            <tr key={`${key._id}-actions`} data-testid="key-row-actions">
              <td colSpan={columns.length} className="pt-0">
                <KeyActions keyView={key} />
              </td>
            </tr>,
          ])}
        </ListTable>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="key-cards">
        {data?.data.length === 0 && <li className="text-base-content/60">{m.table_empty()}</li>}
        {keys.map((key) => (
          <li key={key._id} className="card bg-base-100 border-base-300 border">
            <div className="card-body gap-2 p-4">
              <KeyName keyView={key} />
              <Endpoint keyView={key} />
              <div className="grid grid-cols-2 gap-2">
                <ExitCell keyView={key} now={now} />
                <NextChangeCell keyView={key} now={now} />
                <ExpiryCell keyView={key} now={now} />
                <div className="flex items-center gap-2 text-sm">
                  {m.keys_col_auto_renew()} <AutoRenewToggle keyView={key} />
                </div>
              </div>
              <KeyActions keyView={key} />
            </div>
          </li>
        ))}
      </ul>
      {data && <Pagination page={page} total={data.total} limit={DEFAULT_PAGE_SIZE} onPage={setPage} />}
    </section>
  )
}
