import { TextField } from '../../components/ui/text-field'
import type { FieldErrors } from '../../lib/form'
import { m } from '../../paraglide/messages'

type TextKey = 'name' | 'description' | 'nameEn' | 'descriptionEn'

/** A package's name and description in Vietnamese and in English, as both package editors ask for them (ADR 0036). */
export function PackageTextFields({
  values,
  errors,
  set,
}: {
  values: Record<TextKey, string>
  errors: FieldErrors
  set: (key: TextKey) => (value: string) => void
}) {
  const fields = [
    [m.catalogue_package_name(), 'name', m.catalogue_package_description(), 'description'],
    [m.catalogue_package_name_en(), 'nameEn', m.catalogue_package_description_en(), 'descriptionEn'],
  ] as const
  return fields.map(([nameLabel, name, descriptionLabel, description]) => (
    <div key={name} className="contents">
      <TextField label={nameLabel} value={values[name]} onChange={set(name)} error={errors[name]} maxLength={80} />
      <div className="sm:col-span-2">
        <TextField
          label={descriptionLabel}
          value={values[description]}
          onChange={set(description)}
          error={errors[description]}
          maxLength={500}
        />
      </div>
    </div>
  ))
}
