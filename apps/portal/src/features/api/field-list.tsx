import type { ReferenceField } from '@proxy-portal/worker/contract/api-reference'
import { m } from '../../paraglide/messages'

const placeText: Record<ReferenceField['in'], () => string> = {
  path: m.api_ref_in_path,
  query: m.api_ref_in_query,
  body: m.api_ref_in_body,
}

const valuesOf = (field: ReferenceField) =>
  [field.values.join(' | '), field.default === undefined ? '' : m.api_ref_default({ value: field.default })].filter(Boolean).join('; ')

/** An operation's parameters and body fields: a table from 768 px, stacked cards below. */
export function FieldList({ fields }: { fields: ReferenceField[] }) {
  if (fields.length === 0) return <p className="text-base-content/60 text-sm">{m.api_ref_no_fields()}</p>
  return (
    <>
      <div className="rounded-box border-base-300 hidden overflow-x-auto border md:block">
        <table className="table-sm table">
          <thead>
            <tr>
              <th>{m.api_ref_col_field()}</th>
              <th>{m.api_ref_col_in()}</th>
              <th>{m.api_ref_col_type()}</th>
              <th>{m.api_ref_col_required()}</th>
              <th>{m.api_ref_col_values()}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={`${field.in}-${field.name}`}>
                <td className="font-mono">{field.name}</td>
                <td>{placeText[field.in]()}</td>
                <td className="font-mono">{field.type}</td>
                <td>{field.required ? m.api_ref_required() : m.api_ref_optional()}</td>
                <td className="font-mono text-xs break-all">{valuesOf(field)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden">
        {fields.map((field) => (
          <li key={`${field.in}-${field.name}`} className="rounded-box border-base-300 border p-2 text-sm">
            <p>
              <span className="font-mono font-semibold">{field.name}</span> <span className="font-mono">{field.type}</span> ·{' '}
              {placeText[field.in]()} · {field.required ? m.api_ref_required() : m.api_ref_optional()}
            </p>
            {valuesOf(field) && <p className="font-mono text-xs break-all">{valuesOf(field)}</p>}
          </li>
        ))}
      </ul>
    </>
  )
}
