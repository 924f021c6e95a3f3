import * as React from 'react'
import {
  type ActionFunctionArgs,
  Form,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
} from 'react-router'

import {
  loginRequestSchema,
  loginResponseSchema,
  newPasswordFormSchema,
  passwordResetAnswerSchema,
  passwordResetRequestSchema,
  paths,
} from '@/api'
import { Button } from '@/components/button'
import { Input } from '@/components/input'
import {
  RESET_DONE,
  RESET_LIFETIME_MS,
  RESET_MESSAGES,
  RESET_REQUEST,
} from '@/domain/password-reset'
import { PASSWORD_MIN_LENGTH } from '@/domain/staff'
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
  /** A link to ask for a new reset link (the one used does not work). */
  askAgain?: boolean
}

/** Which of the page's three forms: sign in, ask for a reset link, set a new password. */
type View = 'sign-in' | 'request' | 'reset'

/** The view `?reset=` asks for: `request`, a link's token, or none (and `done`): sign in. */
function viewOf(reset: string | null): View {
  if (reset === RESET_REQUEST) return 'request'
  return reset && reset !== RESET_DONE ? 'reset' : 'sign-in'
}

const SIGN_IN_PATH = '/admin/login'

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

function problemOf(error: unknown, view: View): Problem {
  if (isApiError(error)) {
    if (error.status === 429) {
      return view === 'sign-in'
        ? {
            title: 'Too many attempts',
            detail: 'Sign-in is paused for this account. Try again later, in about 15 minutes.',
          }
        : { title: 'Too many attempts', detail: 'Try again later, in about 15 minutes.' }
    }
    if (error.status === 401 && view === 'sign-in') {
      return { title: 'The email or password is not correct.' }
    }
    if (error.status === 400 && view === 'reset') {
      return { title: RESET_MESSAGES.invalid, askAgain: true }
    }
    if (error.status === 0) {
      return {
        title: 'The server could not be reached.',
        detail: 'Check the connection and try again.',
      }
    }
  }
  return {
    title: view === 'sign-in' ? 'Could not sign in' : 'Could not go on',
    detail: error instanceof Error ? error.message : 'Something went wrong. Try again.',
  }
}

const FIELDS = ['email', 'password'] as const

/**
 * The form's write for the view the URL names (`?reset=`): signs in, asks for a reset link, or
 * sets a new password with the link's token. Each form is checked with its contract schema
 * first; the API's field errors land on the fields, anything else is the form's problem.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const reset = url.searchParams.get('reset')
  const view = viewOf(reset)
  const schema = {
    'sign-in': loginRequestSchema,
    request: passwordResetRequestSchema,
    reset: newPasswordFormSchema,
  }[view]
  const submission = await parseRequest(request, schema)
  const answer = (extra: { problem?: Problem; sent?: string; wrongPassword?: boolean } = {}) => ({
    view,
    result: submission.reply({ hideFields: ['password', 'confirm'] }),
    problem: null,
    sent: null,
    wrongPassword: false,
    ...extra,
  })
  if (submission.status !== 'success') return { ...answer(), result: submission.reply() }
  try {
    const api = await apiOf(context)
    if (view === 'request') {
      const { message } = await api.post(paths.passwordReset, {
        json: submission.value,
        schema: passwordResetAnswerSchema,
      })
      return answer({ sent: message })
    }
    if (view === 'reset') {
      const { password } = submission.value as { password: string }
      await api.post(paths.passwordResetConfirm, {
        json: { token: reset, password },
        schema: passwordResetAnswerSchema,
      })
      return redirect(`${SIGN_IN_PATH}?reset=${RESET_DONE}`)
    }
    const session = await api.post(paths.login, {
      json: submission.value,
      schema: loginResponseSchema,
    })
    storeToken(session.token, session.expiresAt)
    return redirect(safeRedirect(url.searchParams.get('redirect'), url.origin))
  } catch (error) {
    if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
      return { ...answer(), result: replyWithApiError(submission, error, { fields: FIELDS }) }
    }
    return answer({
      problem: problemOf(error, view),
      // A wrong password is cleared, so the next try starts from an empty field.
      wrongPassword: isApiError(error) && error.status === 401,
    })
  }
}

/** The action's answer for this view's form (another view's answer is not this form's). */
function useReply(view: View) {
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  // Pending from the submission until the next page has loaded.
  const pending = navigation.formData !== undefined
  const own = reply && 'view' in reply && reply.view === view ? reply : undefined
  return { reply: own, pending, problem: pending ? null : own?.problem }
}

const linkClass = 'text-primary underline-offset-4 hover:underline'
const formClass = 'grid gap-4 rounded-xl bg-surface p-6 shadow-xl ring-1 ring-border'

function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <div
      role="alert"
      data-slot="login-problem"
      className="grid gap-0.5 rounded-md bg-error/10 px-3 py-2 text-sm ring-1 ring-error/30 ring-inset"
    >
      <p className="font-medium text-error">{problem.title}</p>
      {problem.detail && <p className="text-fg">{problem.detail}</p>}
      {problem.askAgain && (
        <AppLink to={`${SIGN_IN_PATH}?reset=${RESET_REQUEST}`} className={linkClass}>
          Ask for a new link
        </AppLink>
      )}
    </div>
  )
}

/** A sentence that went well (a link asked for, a password changed), read out when it appears. */
function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      data-slot="login-notice"
      className="rounded-md bg-success/10 px-3 py-2 text-sm text-fg ring-1 ring-success/30 ring-inset"
    >
      {children}
    </p>
  )
}

/**
 * One of the page's forms, posted to the route's action: its problem or notice first, its
 * fields, the submit button (busy while pending), then anything `after` it.
 */
function PageForm({
  label,
  submit,
  formProps,
  pending,
  problem,
  notice,
  after,
  children,
}: {
  label: string
  submit: string
  formProps: ReturnType<typeof useSchemaForm>['formProps']
  pending: boolean
  problem: Problem | null | undefined
  notice?: string
  after?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <Form
      method="post"
      replace
      {...formProps}
      data-slot="form"
      aria-label={label}
      aria-busy={pending || undefined}
      className={formClass}
    >
      {problem ? <ProblemAlert problem={problem} /> : notice && <Notice>{notice}</Notice>}
      {children}
      <Button type="submit" block size="lg" className="mt-2" loading={pending}>
        {submit}
      </Button>
      {after}
    </Form>
  )
}

function SignInForm({ changed }: { changed: boolean }) {
  const { reply, pending, problem } = useReply('sign-in')
  const { fields, formProps } = useSchemaForm(loginRequestSchema, {
    id: 'admin-login',
    lastResult: reply?.result,
  })
  const passwordRef = React.useRef<HTMLInputElement>(null)

  // After wrong credentials the password is cleared and focused for the next try.
  React.useEffect(() => {
    if (!reply?.wrongPassword || !passwordRef.current) return
    passwordRef.current.value = ''
    passwordRef.current.focus()
  }, [reply])

  return (
    <PageForm
      label="Staff sign-in"
      submit="Sign in"
      formProps={formProps}
      pending={pending}
      problem={problem}
      notice={changed && !reply ? RESET_MESSAGES.changed : undefined}
      after={
        <AppLink
          to={`${SIGN_IN_PATH}?reset=${RESET_REQUEST}`}
          className={`justify-self-center text-sm ${linkClass}`}
        >
          Forgot your password?
        </AppLink>
      }
    >
      <Field meta={fields.email} label="Email">
        <Input type="email" autoComplete="username" inputMode="email" spellCheck={false} />
      </Field>
      <Field meta={fields.password} label="Password">
        <Input ref={passwordRef} type="password" autoComplete="current-password" />
      </Field>
    </PageForm>
  )
}

/** Asks for a reset link by email; then says, whatever the address, that it is on its way. */
function RequestResetForm() {
  const { reply, pending, problem } = useReply('request')
  const { fields, formProps } = useSchemaForm(passwordResetRequestSchema, {
    id: 'password-reset-request',
    lastResult: reply?.result,
  })
  if (reply?.sent && !pending) {
    return (
      <div className={formClass} data-slot="reset-sent">
        <Notice>{reply.sent}</Notice>
        <p className="text-sm text-muted">
          The link works once, for {RESET_LIFETIME_MS / 60_000} minutes. Nothing arrived? Check the
          spam folder, or ask your inn’s owner for help.
        </p>
      </div>
    )
  }
  return (
    <PageForm
      label="Ask for a password link"
      submit="Send the link"
      formProps={formProps}
      pending={pending}
      problem={problem}
    >
      <Field
        meta={fields.email}
        label="Email"
        description="The email address you sign in with. We send a link to set a new password."
      >
        <Input type="email" autoComplete="username" inputMode="email" spellCheck={false} />
      </Field>
    </PageForm>
  )
}

/** A new password, typed twice, with the link's token (from the URL, sent by the action). */
function NewPasswordForm() {
  const { reply, pending, problem } = useReply('reset')
  const { fields, formProps } = useSchemaForm(newPasswordFormSchema, {
    id: 'password-reset',
    lastResult: reply?.result,
  })
  return (
    <PageForm
      label="Set a new password"
      submit="Set the new password"
      formProps={formProps}
      pending={pending}
      problem={problem}
    >
      <Field
        meta={fields.password}
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <Input type="password" autoComplete="new-password" maxLength={256} />
      </Field>
      <Field meta={fields.confirm} label="New password again">
        <Input type="password" autoComplete="new-password" maxLength={256} />
      </Field>
    </PageForm>
  )
}

const HEADINGS: Record<View, { title: string; lead?: string }> = {
  'sign-in': { title: 'Staff sign-in' },
  request: { title: 'Forgot your password?', lead: 'We email you a link to set a new one.' },
  reset: { title: 'Set a new password', lead: 'Your other sessions are signed out.' },
}

/**
 * Staff sign-in: email and password, field errors, one generic message for wrong credentials,
 * a clear one for too many attempts (429). `?reset=request` asks for a password reset link
 * instead, and `?reset=TOKEN` (the emailed link) sets a new password; each is sent to the
 * route's action, so all three work before the page's scripts run.
 */
export function AdminLoginPage() {
  const inn = useInn()
  const [search] = useSearchParams()
  const reset = search.get('reset')
  const view = viewOf(reset)
  const { title, lead } = HEADINGS[view]

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
        title={title}
        description="Sign in to manage the inn's bookings, rooms and settings."
      />
      <div className="relative grid w-full max-w-sm gap-8">
        <div className="grid justify-items-center gap-4 text-center">
          <InnMark className="size-11 rounded-xl text-lg ring-1 ring-primary/30" />
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
            <p className="text-sm text-muted">
              {lead ?? [inn?.innName, 'bookings, rooms and settings'].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>

        {view === 'request' ? (
          <RequestResetForm />
        ) : view === 'reset' ? (
          <NewPasswordForm />
        ) : (
          <SignInForm changed={reset === RESET_DONE} />
        )}

        <p className="text-center text-sm text-muted">
          {view === 'sign-in' ? (
            <>
              Not staff?{' '}
              <AppLink to="/" className={linkClass}>
                Back to the inn
              </AppLink>
            </>
          ) : (
            <AppLink to={SIGN_IN_PATH} className={linkClass}>
              Back to sign-in
            </AppLink>
          )}
        </p>
      </div>
    </main>
  )
}

/** The route module's component and action (the router loads this module lazily). */
export const Component = AdminLoginPage
