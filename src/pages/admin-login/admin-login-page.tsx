import * as React from 'react'
import { useNavigate, useSearchParams } from 'react-router'

import { loginRequestSchema, loginResponseSchema, paths } from '@/api'
import { AsyncForm, Button } from '@/components/button'
import { FormField } from '@/components/form-field'
import { Input } from '@/components/input'
import { api, isApiError } from '@/lib/api-client'
import { readTokenCookie, TOKEN_COOKIE } from '@/lib/cookies'
import { AppLink } from '@/lib/link'

import { safeRedirect } from './safe-redirect'

interface Problem {
  title: string
  detail?: string
}

/** Keeps the session token in the `token` cookie when the server's Set-Cookie did not land. */
function storeToken(token: string, expiresAt: string) {
  if (readTokenCookie() === token) return
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000))
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

function problemOf(error: unknown): Problem {
  if (isApiError(error)) {
    if (error.status === 429) {
      return {
        title: 'Too many attempts',
        detail: 'Sign-in is paused for this account. Try again later, in about 15 minutes.',
      }
    }
    if (error.status === 401) return { title: 'The email or password is not correct.' }
    if (error.status === 0) {
      return {
        title: 'The server could not be reached.',
        detail: 'Check the connection and try again.',
      }
    }
  }
  return {
    title: 'Could not sign in',
    detail: error instanceof Error ? error.message : 'Something went wrong. Try again.',
  }
}

const MoonIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path
      d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * Staff sign-in: email and password, field errors, one generic message for wrong credentials,
 * a clear one for too many attempts (429). On success the session cookie is set and the staff
 * member goes to `/admin`, or back to the same-site page the auth guard sent them from.
 */
export function AdminLoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [problem, setProblem] = React.useState<Problem | null>(null)
  const passwordRef = React.useRef<HTMLInputElement>(null)
  const target = safeRedirect(params.get('redirect'), window.location.origin)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setProblem(null)
    const parsed = loginRequestSchema.safeParse({ email, password })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        if (key && !(key in next)) next[key] = issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    try {
      const session = await api.post(paths.login, {
        json: parsed.data,
        schema: loginResponseSchema,
      })
      storeToken(session.token, session.expiresAt)
      await navigate(target, { replace: true })
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors({ ...error.fields })
        return
      }
      setProblem(problemOf(error))
      if (isApiError(error) && error.status === 401) {
        setPassword('')
        passwordRef.current?.focus()
      }
    }
  }

  return (
    <main
      id="main"
      data-slot="admin-login"
      className="relative grid min-h-dvh place-items-center overflow-hidden px-4 py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <div className="relative grid w-full max-w-sm gap-8">
        <div className="grid justify-items-center gap-4 text-center">
          <span className="grid size-11 place-items-center rounded-xl bg-primary/15 text-primary ring-1 ring-primary/30 [&_svg]:size-5">
            <MoonIcon />
          </span>
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">Staff sign-in</h1>
            <p className="text-sm text-muted">Nightjar Inn · bookings, rooms and settings</p>
          </div>
        </div>

        <AsyncForm
          onSubmit={submit}
          noValidate
          aria-label="Staff sign-in"
          className="grid gap-4 rounded-xl bg-surface p-6 shadow-xl ring-1 ring-border"
        >
          {problem && (
            <div
              role="alert"
              data-slot="login-problem"
              className="grid gap-0.5 rounded-md bg-error/10 px-3 py-2 text-sm ring-1 ring-error/30 ring-inset"
            >
              <p className="font-medium text-error">{problem.title}</p>
              {problem.detail && <p className="text-fg">{problem.detail}</p>}
            </div>
          )}
          <FormField label="Email" error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <Input
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" block size="lg" className="mt-2">
            Sign in
          </Button>
        </AsyncForm>

        <p className="text-center text-sm text-muted">
          Not staff?{' '}
          <AppLink to="/" className="text-primary underline-offset-4 hover:underline">
            Back to the inn
          </AppLink>
        </p>
      </div>
    </main>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminLoginPage
