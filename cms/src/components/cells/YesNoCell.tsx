// A tick box in a list column reads "Yes" or "No" instead of Payload's raw `true` / `false`.
import type { DefaultServerCellComponentProps } from 'payload'

export function YesNoCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{cellData ? 'Yes' : 'No'}</span>
}
