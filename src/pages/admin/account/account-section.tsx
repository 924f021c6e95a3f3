import { KeyRoundIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useFetcher } from 'react-router'

import { PASSWORD_MIN_LENGTH, passwordChangeSchema, type Staff } from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardBody, CardFooter } from '@/components/card'
import { Input } from '@/components/input'
import { useToast } from '@/components/toast'
import { plural } from '@/domain/plural'
import { Field, type FormReply, submitWithSchema, useSchemaForm } from '@/lib/form'
import { changePassword, getMe } from '@/pages/admin/lib/admin-api'
import {
  formAction,
  later,
  type SectionAction,
  useOnAnswer,
  useSectionAction,
  useSectionData,
} from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, SectionHeader, Skeleton } from '@/pages/admin/lib/section-parts'

const PASSWORD_FIELDS = Object.keys(passwordChangeSchema.shape)

/** Who is signed in. */
export function loader({ request }: LoaderFunctionArgs) {
  return { me: later(getMe(request.signal)) }
}

/** Changed: how many other sessions were signed out. */
type PasswordReply = FormReply<{ signedOut: number }>

/** `change-password`: the current password and the new one; the other sessions end. */
function changePasswordAction(formData: FormData): Promise<PasswordReply> {
  return submitWithSchema(formData, passwordChangeSchema, changePassword, {
    fields: PASSWORD_FIELDS,
    resetForm: true,
  })
}

export const actions: Record<string, SectionAction> = {
  'change-password': formAction(changePasswordAction),
}

function PasswordForm() {
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as PasswordReply | undefined
  const { form, fields, formProps } = useSchemaForm(passwordChangeSchema, {
    lastResult: reply?.result,
  })
  useOnAnswer(fetcher.state === 'idle' ? reply?.saved : undefined, ({ signedOut }) =>
    toast.add({
      id: 'password-changed',
      title: 'Password changed',
      description:
        signedOut > 0
          ? `${plural(signedOut, 'other session')} signed out. Sign in there with the new password.`
          : 'Use it the next time you sign in.',
      color: 'success',
      icon: <KeyRoundIcon />,
    }),
  )
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      data-slot="form"
      aria-busy={fetcher.state !== 'idle' || undefined}
      aria-labelledby="password-title"
    >
      <Card variant="subtle">
        <CardBody className="grid gap-5">
          <div className="grid gap-1">
            <h2 id="password-title" className="text-base font-semibold text-fg">
              Change your password
            </h2>
            <p className="text-sm text-muted">
              Your other sessions (another browser, a phone) are signed out.
            </p>
          </div>
          {form.errors?.map((message) => (
            <p
              key={message}
              role="alert"
              className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
            >
              {message}
            </p>
          ))}
          {/* Password managers pair the new password with the account's email. */}
          <Field meta={fields.currentPassword} label="Current password" required>
            <Input type="password" autoComplete="current-password" maxLength={1024} />
          </Field>
          <Field
            meta={fields.newPassword}
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
          >
            <Input type="password" autoComplete="new-password" maxLength={256} />
          </Field>
        </CardBody>
        <CardFooter className="justify-end">
          <Button
            type="submit"
            name="intent"
            value="change-password"
            loading={fetcher.state !== 'idle'}
          >
            Change password
          </Button>
        </CardFooter>
      </Card>
    </fetcher.Form>
  )
}

function Who({ me }: { me: Staff }) {
  return (
    <Card variant="subtle" className="mb-6">
      <CardBody>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Name</dt>
          <dd className="font-medium text-fg">{me.name}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="break-all text-fg">{me.email}</dd>
          <dt className="text-muted">Role</dt>
          <dd>
            <Badge variant="soft" color={me.role === 'owner' ? 'primary' : 'neutral'} size="sm">
              {me.role === 'owner' ? 'Owner' : 'Staff'}
            </Badge>
          </dd>
        </dl>
      </CardBody>
    </Card>
  )
}

/** Your account: who you are signed in as, and changing your password. */
export function AccountSection() {
  const { me } = useSectionData<typeof loader>()
  return (
    <section aria-labelledby="account-title" data-slot="account-section" className="max-w-2xl">
      <SectionHeader
        id="account-title"
        title="Your account"
        description="Who you are signed in as, and your password."
      />
      <React.Suspense fallback={<Skeleton className="mb-6 h-32" />}>
        <Await
          resolve={me}
          errorElement={<AwaitLoadError title="Could not load your account" className="mb-6" />}
        >
          {(member: Staff) => <Who me={member} />}
        </Await>
      </React.Suspense>
      <PasswordForm />
    </section>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = AccountSection
