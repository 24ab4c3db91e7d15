// The list's "Overdue" column: a red mark on open messages older than the 24-hour reply promise.
import type { DefaultServerCellComponentProps } from 'payload'

export function OverdueCell({ cellData }: DefaultServerCellComponentProps) {
  if (!cellData) return <span aria-label="Not overdue">—</span>
  return <span style={{ background: 'var(--theme-error-100)', color: 'var(--theme-error-750)', borderRadius: 4, padding: '2px 8px', fontWeight: 600 }}>Overdue</span>
}
