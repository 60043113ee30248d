import { ipModes, ipVersions } from '@proxy-portal/worker/contract/catalogue-values'
import type { OrderChoice } from '@proxy-portal/worker/contract/orders'
import { Link } from '@tanstack/react-router'
import { ipModeText, ipVersionText, kindText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

export type PrivateProduct = Pick<OrderChoice, 'kind' | 'ipVersion' | 'ipMode'>

function Choice<T extends string>({
  legend,
  name,
  options,
  text,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly T[]
  text: Record<T, () => string>
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{legend}</legend>
      <div className="join">
        {options.map((option) => (
          <input
            key={option}
            type="radio"
            name={name}
            className="join-item btn btn-sm"
            aria-label={text[option]()}
            checked={value === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The product: IPv4 or IPv6, static or dynamic. Orders sell private proxies; shared ones are sold
 * as the shared plan, so that type leads to its page.
 */
export function ProductPicker({ product, onChange }: { product: PrivateProduct; onChange: (product: PrivateProduct) => void }) {
  return (
    <div className="flex flex-wrap gap-x-6">
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{m.buy_product_kind()}</legend>
        <div className="join">
          <input type="radio" name="kind" className="join-item btn btn-sm" aria-label={kindText.private()} checked readOnly />
          <Link to="/proxy-shared" className="join-item btn btn-sm">
            {kindText.shared()}
          </Link>
        </div>
      </fieldset>
      <Choice
        legend={m.buy_product_ip()}
        name="ipVersion"
        options={ipVersions}
        text={ipVersionText}
        value={product.ipVersion}
        onChange={(ipVersion) => onChange({ ...product, ipVersion })}
      />
      <Choice
        legend={m.buy_product_mode()}
        name="ipMode"
        options={ipModes}
        text={ipModeText}
        value={product.ipMode}
        onChange={(ipMode) => onChange({ ...product, ipMode })}
      />
    </div>
  )
}
