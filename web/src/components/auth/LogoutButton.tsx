// Minimal placeholder; the accounts work owns and replaces this file.
import { useNavigate } from '@tanstack/react-router'

export function LogoutButton({ label = 'Logout', className }: { label?: string; className?: string }) {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await fetch('/auth/logout', { method: 'POST' }).catch(() => undefined)
        await navigate({ to: '/' })
      }}
    >
      {label}
    </button>
  )
}
