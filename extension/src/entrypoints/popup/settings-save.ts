import { type ExportFormat, isValidTemplate } from '@proxy-portal/worker/contract/export-formats'
import { type Settings, settingsItem } from '../../utils/state'

/** Saves part of the settings over what is stored (the background applies them as they change). */
export async function saveSettings(patch: Partial<Settings>): Promise<void> {
  await settingsItem.setValue({ ...(await settingsItem.getValue()), ...patch })
}

/** The copy format, with its template when custom; an invalid template is refused (false) and nothing is saved. */
export async function saveCopyFormat(copyFormat: ExportFormat, copyTemplate: string): Promise<boolean> {
  if (copyFormat !== 'custom') {
    await saveSettings({ copyFormat })
    return true
  }
  if (!isValidTemplate(copyTemplate)) return false
  await saveSettings({ copyFormat, copyTemplate })
  return true
}

/** The bypass list as typed: one entry per line (commas and spaces split too), blanks and repeats dropped. */
export const parseBypass = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))]
