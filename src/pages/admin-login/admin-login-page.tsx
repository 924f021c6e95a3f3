import * as React from 'react'
import { type ActionFunctionArgs, Form, redirect, useActionData, useNavigation } from 'react-router'

import { loginRequestSchema, loginResponseSchema, paths } from '@/api'
import { Button } from '@/components/button'
import { Input } from '@/components/input'
import { isApiError } from '@/lib/api-client'
import { readTokenCookie, TOKEN_COOKIE } from '@/lib/cookies'
import { Field, parseRequest, replyWithApiError, useSchemaForm } from '@/lib/form'
import { useInn } from '@/lib/inn'
import { AppLink } from '@/lib/link'
import { apiOf } from '@/lib/page-context'
import { PageMeta } from '@/lib/page-meta'
import { safeRedirect } from '@/lib/site-path'
import { InnMark } from '@/pages/shared/inn-mark'

interface Problem {
  title: string
  detail?: string
}

/**
 * Keeps the session token in the `token` cookie when the server's Set-Cookie did not land. On
 * the server (a sign-in before the page's scripts ran, or without them) the API's Set-Cookie
 * goes out with the page's redirect instead.
 */
function storeToken(token: string, expiresAt: string) {
  if (typeof document === 'undefined' || readTokenCookie() === token) return
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

const FIELDS = ['email', 'password'] as const

/**
 * Signs in with the form's email and password (checked with the contract's schema first). On
 * success the session cookie is set and the staff member goes to `/admin`, or back to the
 * same-site page the auth guard sent them from; otherwise the form shows what went wrong.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseRequest(request, loginRequestSchema)
  if (submission.status !== 'success') {
    return { result: submission.reply(), problem: null, wrongPassword: false }
  }
  try {
    const api = await apiOf(context)
    const session = await api.post(paths.login, {
      json: submission.value,
      schema: loginResponseSchema,
    })
    storeToken(session.token, session.expiresAt)
    const url = new URL(request.url)
    return redirect(safeRedirect(url.searchParams.get('redirect'), url.origin))
  } catch (error) {
    if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
      const result = replyWithApiError(submission, error, { fields: FIELDS })
      return { result, problem: null, wrongPassword: false }
    }
    return {
      result: submission.reply({ hideFields: ['password'] }),
      problem: problemOf(error),
      // A wrong password is cleared, so the next try starts from an empty field.
      wrongPassword: isApiError(error) && error.status === 401,
    }
  }
}

/**
 * Staff sign-in: email and password, field errors, one generic message for wrong credentials,
 * a clear one for too many attempts (429). Sent to the route's action.
 */
export function AdminLoginPage() {
  const reply = useActionData<typeof action>()
  const inn = useInn()
  const navigation = useNavigation()
  // Pending from the submission until the next page has loaded.
  const pending = navigation.formData !== undefined
  const { fields, formProps } = useSchemaForm(loginRequestSchema, {
    id: 'admin-login',
    lastResult: reply?.result,
  })
  const problem = pending ? null : reply?.problem
  const passwordRef = React.useRef<HTMLInputElement>(null)

  // After wrong credentials the password is cleared and focused for the next try.
  React.useEffect(() => {
    if (!reply?.wrongPassword || !passwordRef.current) return
    passwordRef.current.value = ''
    passwordRef.current.focus()
  }, [reply])

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
      <PageMeta
        title="Staff sign-in"
        description="Sign in to manage the inn's bookings, rooms and settings."
      />
      <div className="relative grid w-full max-w-sm gap-8">
        <div className="grid justify-items-center gap-4 text-center">
          <InnMark className="size-11 rounded-xl text-lg ring-1 ring-primary/30" />
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">Staff sign-in</h1>
            <p className="text-sm text-muted">
              {[inn?.innName, 'bookings, rooms and settings'].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>

        <Form
          method="post"
          replace
          {...formProps}
          data-slot="form"
          aria-label="Staff sign-in"
          aria-busy={pending || undefined}
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
          <Field meta={fields.email} label="Email">
            <Input type="email" autoComplete="username" inputMode="email" spellCheck={false} />
          </Field>
          <Field meta={fields.password} label="Password">
            <Input ref={passwordRef} type="password" autoComplete="current-password" />
          </Field>
          <Button type="submit" block size="lg" className="mt-2" loading={pending}>
            Sign in
          </Button>
        </Form>

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

/** The route module's component and action (the router loads this module lazily). */
export const Component = AdminLoginPage
