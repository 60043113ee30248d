import { SelectField } from '../../components/ui/select-field'
import { m } from '../../paraglide/messages'
import type { UserListFilter } from './people-queries'

type Picked = Pick<UserListFilter, 'role' | 'hasBalance' | 'hasAgency'>

/** The user list's role, balance and agency filters; each choice applies at once. */
export function UserFilters({ filter, onFilter }: { filter: Picked; onFilter: (next: Picked) => void }) {
  const yesNo = (yes: string, no: string) => [
    ['true', yes],
    ['false', no],
  ]
  const fields: [keyof Picked, string, string[][]][] = [
    [
      'role',
      m.admin_col_role(),
      [
        ['0', m.admin_role_0()],
        ['1', m.admin_role_1()],
        ['2', m.admin_role_2()],
      ],
    ],
    ['hasBalance', m.admin_filter_balance(), yesNo(m.admin_filter_has_balance(), m.admin_filter_no_balance())],
    ['hasAgency', m.admin_filter_agency(), yesNo(m.admin_filter_has_agency(), m.admin_filter_no_agency())],
  ]
  return fields.map(([key, label, options]) => (
    <SelectField key={key} label={label} value={filter[key] ?? ''} onChange={(value) => onFilter({ [key]: value || undefined })}>
      <option value="">{m.admin_filter_all()}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  ))
}
