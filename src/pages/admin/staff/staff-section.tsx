import { ShieldCheckIcon, ShieldIcon, UserCheckIcon, UserPlusIcon, UserXIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useFetcher } from 'react-router'

import {
  endpoints,
  PASSWORD_MIN_LENGTH,
  type StaffAccount,
  staffInputSchema,
  type StaffPatch,
} from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { Input } from '@/components/input'
import { SelectMenu } from '@/components/select-menu'
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  dataTableColumns,
  useDataTable,
} from '@/components/table'
import { useToast } from '@/components/toast'
import { plural } from '@/domain/plural'
import { formatDay } from '@/domain/staff-format'
import { Field, type FormReply, submitWithSchema, useSchemaForm } from '@/lib/form'
import { createStaff, listStaff, updateStaff } from '@/pages/admin/lib/admin-api'
import {
  endpointAction,
  formAction,
  later,
  type SectionAction,
  useAdminFetcher,
  useOnAnswer,
  useSectionAction,
  useSectionData,
  type WriteResult,
} from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, SectionHeader } from '@/pages/admin/lib/section-parts'

const ROLE_ITEMS = [
  { value: 'staff', label: 'Staff', description: 'Bookings, rooms, front desk, reports.' },
  { value: 'owner', label: 'Owner', description: 'Also the settings and the staff accounts.' },
]
const STAFF_FIELDS = Object.keys(staffInputSchema.shape)

/** The accounts, the owner's first. */
export function loader({ request }: LoaderFunctionArgs) {
  return { accounts: later(listStaff(request.signal)) }
}

type AddReply = FormReply<StaffAccount>

/** `add-staff`: checks the form as the dialog did, then adds the account. */
function addStaffAction(formData: FormData): Promise<AddReply> {
  return submitWithSchema(formData, staffInputSchema, createStaff, { fields: STAFF_FIELDS })
}

export const actions: Record<string, SectionAction> = {
  'add-staff': formAction(addStaffAction),
  /** One account's role or active flag: `{ param: { id }, json: { role } or { active } }`. */
  'update-staff': endpointAction(endpoints.adminUpdateStaff, ({ param, json }) =>
    updateStaff(param.id, json),
  ),
}

const col = dataTableColumns<StaffAccount>()
const columns: DataTableColumn<StaffAccount>[] = col.columns([
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <div className="grid max-w-72 min-w-40">
        <span className="truncate font-medium text-fg">{info.getValue()}</span>
        <span className="truncate text-xs text-muted">{info.row.original.email}</span>
      </div>
    ),
  }),
  col.accessor('role', {
    header: 'Role',
    cell: (info) =>
      info.getValue() === 'owner' ? (
        <Badge variant="soft" color="primary" size="sm">
          Owner
        </Badge>
      ) : (
        <Badge variant="outline" color="neutral" size="sm">
          Staff
        </Badge>
      ),
  }),
  col.accessor('active', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <Badge variant="soft" color="success" size="sm">
          Active
        </Badge>
      ) : (
        <Badge variant="soft" color="neutral" size="sm">
          Disabled
        </Badge>
      ),
  }),
  col.accessor('createdAt', {
    header: 'Added',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => {
      const at = info.getValue()
      return at ? formatDay(at.slice(0, 10)) : <span className="text-muted">At setup</span>
    },
  }),
])

/** A change the owner confirms first: disabling signs the member out everywhere. */
type Pending = { account: StaffAccount; patch: StaffPatch } | null

function confirmCopy({ account, patch }: NonNullable<Pending>) {
  if (patch.active === false) {
    return {
      title: `Disable ${account.name}’s account?`,
      description: `${account.name} is signed out on every device and cannot sign in until the account is enabled again. Their bookings and history stay.`,
      confirmLabel: 'Disable account',
      color: 'error' as const,
      done: 'Account disabled',
    }
  }
  if (patch.active === true) {
    return {
      title: `Enable ${account.name}’s account?`,
      description: `${account.name} can sign in again with their password.`,
      confirmLabel: 'Enable account',
      color: 'primary' as const,
      done: 'Account enabled',
    }
  }
  const owner = patch.role === 'owner'
  return {
    title: owner ? `Make ${account.name} an owner?` : `Make ${account.name} staff?`,
    description: owner
      ? `${account.name} will manage the settings and the staff accounts, as you do.`
      : `${account.name} keeps the front desk, bookings, rooms and reports, without the settings or the staff accounts.`,
    confirmLabel: owner ? 'Make owner' : 'Make staff',
    color: 'primary' as const,
    done: 'Role changed',
  }
}

function ChangeDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const toast = useToast()
  const { submitIntent } = useAdminFetcher<WriteResult<StaffAccount>>()
  const copy = pending ? confirmCopy(pending) : null
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      color={copy?.color ?? 'primary'}
      title={copy?.title ?? ''}
      description={copy?.description}
      confirmLabel={copy?.confirmLabel ?? 'Confirm'}
      cancelLabel="Keep as it is"
      onConfirm={async () => {
        if (!pending || !copy) return
        const { account, patch } = pending
        const result = await submitIntent('update-staff', {
          param: { id: String(account.id) },
          json: patch,
        })
        if (!result?.ok) throw new Error(result?.message ?? 'Something went wrong.')
        toast.add({
          id: `staff-${account.id}`,
          title: copy.done,
          description: `${result.value.name} · ${result.value.role === 'owner' ? 'Owner' : 'Staff'}, ${result.value.active ? 'active' : 'disabled'}`,
          color: 'success',
          icon: <UserCheckIcon />,
        })
      }}
    />
  )
}

function AddStaffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as AddReply | undefined
  const { form, fields, formProps } = useSchemaForm(staffInputSchema, {
    lastResult: reply?.result,
    defaultValue: { role: 'staff' },
  })
  const [role, setRole] = React.useState<string>('staff')
  useOnAnswer(fetcher.state === 'idle' ? reply?.saved : undefined, (created) => {
    toast.add({
      id: `staff-added-${created.id}`,
      title: 'Account added',
      description: `${created.name} signs in as ${created.email} with the password you set.`,
      color: 'success',
      icon: <UserPlusIcon />,
    })
    onDone()
  })
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      data-slot="form"
      aria-busy={fetcher.state !== 'idle' || undefined}
      aria-label="Add a staff account"
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="add-staff" />
      {form.errors?.map((message) => (
        <p
          key={message}
          role="alert"
          className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
        >
          {message}
        </p>
      ))}
      <Field meta={fields.name} label="Name" required>
        <Input autoComplete="off" maxLength={100} />
      </Field>
      <Field meta={fields.email} label="Email" description="They sign in with it." required>
        <Input type="email" autoComplete="off" maxLength={254} />
      </Field>
      <Field meta={fields.role} label="Role" required>
        {(control) => (
          <SelectMenu
            name={control.name}
            items={ROLE_ITEMS}
            value={role}
            onValueChange={(value) => {
              if (value) setRole(value)
            }}
          />
        )}
      </Field>
      <Field
        meta={fields.password}
        label="First password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters. Tell it to them in person; they change it under Your account.`}
        required
      >
        <Input type="password" autoComplete="new-password" maxLength={256} />
      </Field>
      <DialogFooter className="pt-2">
        <Button variant="ghost" color="neutral" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          Add account
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}

function AddStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="add-staff-dialog">
        <DialogHeader>
          <DialogTitle>Add a staff account</DialogTitle>
          <DialogDescription>
            A colleague signs in with this email and the first password you set.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <AddStaffForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** Staff (the owner's): the accounts, adding a colleague, disabling, enabling and roles. */
export function StaffSection() {
  const { accounts } = useSectionData<typeof loader>()
  const [adding, setAdding] = React.useState(false)
  const [pending, setPending] = React.useState<Pending>(null)

  const header = (list?: StaffAccount[]) => (
    <SectionHeader
      id="staff-title"
      title="Staff"
      description={
        list
          ? `${plural(list.length, 'account')}, ${list.filter((a) => a.active).length} active`
          : 'Loading accounts…'
      }
      actions={
        <Button leading={<UserPlusIcon />} onClick={() => setAdding(true)}>
          Add staff
        </Button>
      }
    />
  )
  const table = (list?: StaffAccount[]) => <StaffTable list={list} onChange={setPending} />

  return (
    <section aria-labelledby="staff-title" data-slot="staff-section">
      <React.Suspense
        fallback={
          <>
            {header()}
            {table()}
          </>
        }
      >
        <Await
          resolve={accounts}
          errorElement={
            <>
              {header()}
              <AwaitLoadError title="Could not load the staff accounts" />
            </>
          }
        >
          {(list: StaffAccount[]) => (
            <>
              {header(list)}
              {table(list)}
            </>
          )}
        </Await>
      </React.Suspense>
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <ChangeDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  )
}

function StaffTable({
  list,
  onChange,
}: {
  list?: StaffAccount[]
  onChange: (pending: Pending) => void
}) {
  const table = useDataTable({
    data: list ?? noAccounts,
    columns: [
      ...columns,
      actionsColumn<StaffAccount>(
        (account) => [
          account.active
            ? {
                label: 'Disable',
                icon: <UserXIcon />,
                onSelect: () => onChange({ account, patch: { active: false } }),
              }
            : {
                label: 'Enable',
                icon: <UserCheckIcon />,
                onSelect: () => onChange({ account, patch: { active: true } }),
              },
          account.role === 'owner'
            ? {
                label: 'Make staff',
                icon: <ShieldIcon />,
                onSelect: () => onChange({ account, patch: { role: 'staff' } }),
              }
            : {
                label: 'Make owner',
                icon: <ShieldCheckIcon />,
                onSelect: () => onChange({ account, patch: { role: 'owner' } }),
              },
        ],
        (account) => account.name,
      ),
    ],
    getRowId: (account) => String(account.id),
  })
  return <DataTable table={table} caption="Staff accounts" loading={!list} />
}

const noAccounts: StaffAccount[] = []

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = StaffSection
