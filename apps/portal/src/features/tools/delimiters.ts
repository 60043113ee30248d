/** Separators the split tool offers; 'custom' takes what the reader types. */
export const delimiterPresets = ['newline', 'comma', 'semicolon', 'tab', 'space', 'pipe', 'colon', 'custom'] as const
export type DelimiterPreset = (typeof delimiterPresets)[number]

const presetValues: Record<Exclude<DelimiterPreset, 'custom'>, string> = {
  newline: '\n',
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  colon: ':',
}

/** The separator a choice stands for ('' when a custom one is still empty). */
export function delimiterOf(preset: DelimiterPreset, custom: string): string {
  return preset === 'custom' ? custom : presetValues[preset]
}
