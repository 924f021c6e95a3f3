/**
 * Photos in staff forms: `PhotoUpload` (the upload button: files chosen one or several at a time,
 * each sent to the API in turn, with its progress and the server's refusal per file),
 * `PhotoListField` (an ordered list: thumbnails, words for each, earlier, later, remove; a room's
 * photos) and `PhotoField` (one photo: the inn's logo, the home page's picture). The fields send
 * what they hold as hidden inputs of the form they are in: `photos[0].id`, `photos[0].alt`… for a
 * list, `logo.id`, `logo.width`, `logo.height`, `logo.alt` for one photo.
 */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ImageUpIcon,
  RotateCcwIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react'
import * as React from 'react'

import { type Photo } from '@/api'
import { Badge } from '@/components/badge'
import { Button, buttonVariants } from '@/components/button'
import { Image } from '@/components/image'
import { Input } from '@/components/input'
import { cn } from '@/components/lib/cn'
import { Progress } from '@/components/progress'
import {
  MAX_ROOM_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_MEDIA_TYPES,
  PHOTO_MESSAGES,
  photoSources,
} from '@/domain/photos'
import { plural } from '@/domain/plural'
import { isApiError } from '@/lib/api-client'
import { useRuntimeConfig } from '@/lib/runtime-config'
import { uploadPhoto } from '@/pages/admin/lib/admin-api'

/** What the file chooser offers: the formats the server takes. */
const ACCEPT = PHOTO_MEDIA_TYPES.join(',')

/** Sends one file; answers the photo the server keeps (`uploadPhoto` by default). */
export type UploadPhoto = (file: File, signal: AbortSignal) => Promise<Photo>

interface Upload {
  key: number
  file: File
  state: 'waiting' | 'uploading' | 'failed'
  message?: string
  /** Whether trying again may work (the line or the server failed, not the file). */
  retry?: boolean
}

export interface PhotoUploadProps {
  /** Each photo the server kept, in the order the files were chosen. */
  onUploaded: (photo: Photo) => void
  /** The button's words (default "Add photos", or "Add a photo" for one). */
  label?: React.ReactNode
  /** Several files at once (default true). */
  multiple?: boolean
  /** How many more photos may be added; files beyond it are refused on the spot. */
  remaining?: number
  disabled?: boolean
  /** Sends a file (default: `POST /api/admin/photos`). */
  upload?: UploadPhoto
  /** Ids of what describes the button (a field's description). */
  'aria-describedby'?: string
  className?: string
}

let uploadKeys = 0

/**
 * The upload button: a real file input (`accept` the formats taken; keyboard, touch and screen
 * readers use it as the browser's own) drawn as a button. Each chosen file goes up in turn,
 * shown with an indeterminate progress bar while it does; a file the server refuses stays in the
 * list with the server's words (and Try again when the line or the server failed), until
 * dismissed.
 */
export function PhotoUpload({
  onUploaded,
  label,
  multiple = true,
  remaining = Number.POSITIVE_INFINITY,
  disabled = false,
  upload = uploadPhoto,
  'aria-describedby': describedBy,
  className,
}: PhotoUploadProps) {
  const [uploads, setUploads] = React.useState<Upload[]>([])
  const inputId = React.useId()
  // The latest callbacks, for the queue that outlives a render.
  const latest = React.useRef({ onUploaded, upload })
  React.useEffect(() => {
    latest.current = { onUploaded, upload }
  })
  const [said, setSaid] = React.useState('')
  const running = React.useRef(false)
  const queue = React.useRef<Upload[]>([])
  const controller = React.useRef<AbortController | null>(null)
  React.useEffect(() => () => controller.current?.abort(), [])

  const update = (key: number, change: Partial<Upload> | null) =>
    setUploads((list) =>
      change === null
        ? list.filter((u) => u.key !== key)
        : list.map((u) => (u.key === key ? { ...u, ...change } : u)),
    )

  /** Sends the waiting files one at a time, in the order chosen. */
  async function run() {
    if (running.current) return
    running.current = true
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        update(next.key, { state: 'uploading' })
        controller.current = new AbortController()
        try {
          const photo = await latest.current.upload(next.file, controller.current.signal)
          if (controller.current.signal.aborted) return
          update(next.key, null)
          setSaid(`${next.file.name} uploaded.`)
          latest.current.onUploaded(photo)
        } catch (error) {
          if (controller.current.signal.aborted) return
          const status = isApiError(error) ? error.status : 0
          update(next.key, {
            state: 'failed',
            message: error instanceof Error ? error.message : PHOTO_MESSAGES.notAPhoto,
            retry: status === 0 || status === 429 || status >= 500,
          })
        }
      }
    } finally {
      running.current = false
    }
  }

  const waiting = uploads.filter((u) => u.state !== 'failed').length
  const room = remaining - waiting

  function choose(files: File[]) {
    const chosen = files.map((file, i): Upload => {
      const key = ++uploadKeys
      if (i >= room) {
        return {
          key,
          file,
          state: 'failed',
          message: `${PHOTO_MESSAGES.tooMany} This one was not added.`,
        }
      }
      if (file.size > PHOTO_MAX_BYTES) {
        return { key, file, state: 'failed', message: PHOTO_MESSAGES.tooLarge }
      }
      return { key, file, state: 'waiting' }
    })
    setUploads((list) => [...list, ...chosen])
    queue.current.push(...chosen.filter((u) => u.state === 'waiting'))
    void run()
  }

  function retry(item: Upload) {
    if (room < 1) return
    update(item.key, { state: 'waiting', message: undefined, retry: undefined })
    queue.current.push(item)
    void run()
  }

  const full = room < 1
  return (
    <div data-slot="photo-upload" className={cn('grid gap-3', className)}>
      <label
        htmlFor={inputId}
        data-disabled={disabled || full || undefined}
        className={cn(
          buttonVariants({ variant: 'outline', color: 'neutral', size: 'lg' }),
          'w-full sm:w-fit',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        )}
      >
        <ImageUpIcon aria-hidden="true" />
        {label ?? (multiple ? 'Add photos' : 'Add a photo')}
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          disabled={disabled || full}
          aria-describedby={describedBy}
          className="sr-only"
          data-slot="photo-upload-input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])]
            // Emptied, so the same file can be chosen again.
            event.currentTarget.value = ''
            if (files.length) choose(files)
          }}
        />
      </label>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="grid gap-2" data-slot="photo-upload-list">
          {uploads.map((item) => (
            <li
              key={item.key}
              data-state={item.state}
              className="grid gap-2 rounded-md bg-elevated p-3 text-sm ring-1 ring-border"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{item.file.name}</span>
                {item.state === 'failed' ? (
                  <span className="flex shrink-0 gap-1">
                    {item.retry && (
                      <Button
                        size="sm"
                        variant="ghost"
                        color="neutral"
                        leading={<RotateCcwIcon aria-hidden="true" />}
                        disabled={full}
                        onClick={() => retry(item)}
                      >
                        Try again
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      color="neutral"
                      square
                      aria-label={`Dismiss ${item.file.name}`}
                      onClick={() => update(item.key, null)}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </span>
                ) : (
                  <span className="shrink-0 text-muted">
                    {item.state === 'uploading' ? 'Uploading…' : 'Waiting'}
                  </span>
                )}
              </div>
              {item.state === 'failed' ? (
                <p role="alert" className="text-error">
                  {item.message}
                </p>
              ) : (
                <Progress
                  size="sm"
                  value={item.state === 'uploading' ? null : 0}
                  aria-label={`${item.state === 'uploading' ? 'Uploading' : 'Waiting to upload'} ${item.file.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  )
}

/** A photo's move buttons: one place earlier or later in the list. */
const MOVES = [
  { action: 'earlier', by: -1, Icon: ArrowUpIcon },
  { action: 'later', by: 1, Icon: ArrowDownIcon },
] as const

/** The words under a photo field: what is taken, and how much. */
const TAKEN = 'JPEG, PNG, WebP or AVIF, up to 20\u00a0MB each.'

interface PhotoEditorProps {
  photos: readonly Photo[]
  /** Changes the list from what it is now (uploads end one after another, between renders). */
  onChange: (change: (photos: readonly Photo[]) => Photo[]) => void
  max: number
  /** A hidden input's name for the photo at `index`'s `key` (the alt text's too). */
  inputName: (index: number, key: keyof Photo) => string
  form?: string
  /** The field's label, for the list and the buttons. */
  label: string
  /** Ids of the field's description and error. */
  describedBy?: string
  invalid: boolean
  upload?: UploadPhoto
  uploadLabel?: React.ReactNode
}

/** The photos held, each with its words and its buttons, and the upload button below them. */
function PhotoEditor({
  photos,
  onChange,
  max,
  inputName,
  form,
  label,
  describedBy,
  invalid,
  upload,
  uploadLabel,
}: PhotoEditorProps) {
  const { apiBase } = useRuntimeConfig()
  const id = React.useId()
  const [said, setSaid] = React.useState('')
  // After a move, the button pressed follows its photo (or its other move button at an end).
  const focusAfter = React.useRef<{ id: string; action: 'earlier' | 'later' } | null>(null)
  const listRef = React.useRef<HTMLOListElement>(null)
  const rootRef = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    const wanted = focusAfter.current
    if (!wanted) return
    focusAfter.current = null
    const item = listRef.current?.querySelector<HTMLElement>(`[data-photo="${wanted.id}"]`)
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)')
    button?.focus()
  })

  const single = max === 1
  const move = (from: number, to: number) => {
    focusAfter.current = { id: photos[from]!.id, action: to < from ? 'earlier' : 'later' }
    onChange((list) => {
      const next = [...list]
      next.splice(to, 0, ...next.splice(from, 1))
      return next
    })
    setSaid(`Photo ${from + 1} moved to place ${to + 1} of ${photos.length}.`)
  }
  const remove = (index: number) => {
    onChange((list) => list.filter((_, i) => i !== index))
    setSaid(`Photo ${index + 1} removed.`)
    // Focus goes to the photo now in its place, else the one before, else the upload button.
    requestAnimationFrame(() => {
      const items = listRef.current?.querySelectorAll<HTMLElement>('[data-photo]')
      const target = items?.[Math.min(index, items.length - 1)]
      const button = target?.querySelector<HTMLButtonElement>('[data-action="remove"]')
      ;(button ?? rootRef.current?.querySelector<HTMLInputElement>('input[type="file"]'))?.focus()
    })
  }
  // Added at the end (the same photo twice: once); one photo is replaced.
  const added = (photo: Photo) =>
    onChange((list) =>
      single ? [photo] : list.some((p) => p.id === photo.id) ? [...list] : [...list, photo],
    )

  return (
    <div ref={rootRef} className="grid gap-3">
      {photos.length > 0 && (
        <ol ref={listRef} aria-label={label} className="grid gap-3" data-slot="photo-list-items">
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              data-photo={photo.id}
              className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-md bg-elevated p-2 ring-1 ring-border sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="relative row-span-2 sm:row-span-1">
                <Image
                  src={photoSources(photo, apiBase)}
                  alt=""
                  sizes="112px"
                  className="aspect-[4/3] w-full rounded-sm bg-accented object-cover"
                />
                {!single && i === 0 && (
                  <Badge size="sm" className="absolute start-1 top-1">
                    Main
                  </Badge>
                )}
              </div>
              <input type="hidden" form={form} name={inputName(i, 'id')} value={photo.id} />
              <input type="hidden" form={form} name={inputName(i, 'width')} value={photo.width} />
              <input type="hidden" form={form} name={inputName(i, 'height')} value={photo.height} />
              <div className="grid min-w-0 gap-1 text-sm">
                <label htmlFor={`${id}-${photo.id}`} className="font-medium">
                  <span className="sr-only">{single ? `${label}: ` : `Photo ${i + 1}: `}</span>
                  What it shows
                </label>
                <Input
                  id={`${id}-${photo.id}`}
                  form={form}
                  name={inputName(i, 'alt')}
                  value={photo.alt}
                  maxLength={200}
                  autoComplete="off"
                  placeholder="The bed under the window"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(event) => {
                    const alt = event.target.value
                    onChange((list) => list.map((p) => (p.id === photo.id ? { ...p, alt } : p)))
                  }}
                />
              </div>
              <div className="col-start-2 flex gap-1 sm:col-start-3">
                {!single &&
                  MOVES.map(({ action, by, Icon }) => (
                    <Button
                      key={action}
                      variant="outline"
                      color="neutral"
                      square
                      data-action={action}
                      aria-label={`Move photo ${i + 1} ${action}`}
                      disabled={i + by < 0 || i + by >= photos.length}
                      onClick={() => move(i, i + by)}
                    >
                      <Icon aria-hidden="true" />
                    </Button>
                  ))}
                <Button
                  variant="outline"
                  color="error"
                  square
                  data-action="remove"
                  aria-label={single ? `Remove ${label.toLowerCase()}` : `Remove photo ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <PhotoUpload
        multiple={!single}
        remaining={single ? 1 : max - photos.length}
        onUploaded={added}
        upload={upload}
        label={uploadLabel ?? (single && photos.length ? 'Replace photo' : undefined)}
        aria-describedby={describedBy}
      />
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  )
}

/** Calls `onChange` with each new list after the first (the one the field starts with). */
function useChanges(photos: readonly Photo[], onChange: ((photos: Photo[]) => void) | undefined) {
  const first = React.useRef(photos)
  const latest = React.useRef(onChange)
  React.useEffect(() => {
    latest.current = onChange
  })
  React.useEffect(() => {
    if (photos !== first.current) latest.current?.([...photos])
  }, [photos])
}

interface FieldFrameProps {
  label: string
  description?: React.ReactNode
  hint?: React.ReactNode
  error?: string
  children: (describedBy: string | undefined) => React.ReactNode
}

/** A photo field's label (a group's legend), description and error, as FormField draws them. */
function FieldFrame({ label, description, hint, error, children }: FieldFrameProps) {
  const id = React.useId()
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset
      data-slot="photo-field"
      data-invalid={error ? true : undefined}
      className="grid min-w-0 gap-1.5"
      aria-describedby={describedBy || undefined}
    >
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-2 text-sm leading-5 font-medium text-fg">
        {label}
        {hint && <span className="text-xs font-normal text-muted">{hint}</span>}
      </legend>
      {description && (
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      )}
      {children(describedBy || undefined)}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" data-slot="form-field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

interface PhotoFieldBase {
  /** The form field's name: `photos` sends `photos[0].id`…; `logo` sends `logo.id`… */
  name: string
  /** The form's id, when the field is outside its element. */
  form?: string
  label: string
  description?: React.ReactNode
  hint?: React.ReactNode
  /** The field's error (a Conform field's first, or the API's). */
  error?: string
  /** Sends a file (default: `POST /api/admin/photos`); stories and tests pass their own. */
  upload?: UploadPhoto
  uploadLabel?: React.ReactNode
}

export interface PhotoListFieldProps extends PhotoFieldBase {
  /** The photos it starts with, in order. */
  defaultValue?: readonly Photo[]
  /** The most photos it holds (12). */
  max?: number
  /** Each change of the list (it keeps the list itself). */
  onChange?: (photos: Photo[]) => void
}

/**
 * A list of photos in a form (a room's): thumbnails in order, the first marked Main, each with
 * what it shows (its alt text), Move earlier, Move later and Remove; the upload button adds to
 * the end. The list goes with the form as `name[i].id`, `name[i].alt` (and its size).
 */
export function PhotoListField({
  name,
  defaultValue = [],
  max = MAX_ROOM_PHOTOS,
  onChange,
  description,
  ...props
}: PhotoListFieldProps) {
  const [photos, setPhotos] = React.useState<readonly Photo[]>(defaultValue)
  useChanges(photos, onChange)
  return (
    <FieldFrame
      {...props}
      description={
        description ??
        `The first is the main photo on the site. Up to ${plural(max, 'photo')}: ${TAKEN}`
      }
    >
      {(describedBy) => (
        <PhotoEditor
          {...props}
          photos={photos}
          onChange={setPhotos}
          max={max}
          inputName={(i, key) => `${name}[${i}].${key}`}
          describedBy={describedBy}
          invalid={Boolean(props.error)}
        />
      )}
    </FieldFrame>
  )
}

export interface PhotoFieldProps extends PhotoFieldBase {
  /** The photo it starts with, or none. */
  defaultValue?: Photo | null
  /** Each change: the photo uploaded or its words changed, or `null` once removed. */
  onChange?: (photo: Photo | null) => void
}

/**
 * One photo in a form (the inn's logo, the home page's picture): its thumbnail and what it shows,
 * Remove, and an upload button that adds or replaces it. It goes with the form as `name.id`,
 * `name.width`, `name.height` and `name.alt`; with none, nothing goes.
 */
export function PhotoField({
  name,
  defaultValue = null,
  onChange,
  description,
  ...props
}: PhotoFieldProps) {
  const [photos, setPhotos] = React.useState<readonly Photo[]>(defaultValue ? [defaultValue] : [])
  useChanges(photos, onChange && ((list) => onChange(list[0] ?? null)))
  return (
    <FieldFrame {...props} description={description ?? TAKEN}>
      {(describedBy) => (
        <PhotoEditor
          {...props}
          photos={photos}
          onChange={setPhotos}
          max={1}
          inputName={(_, key) => `${name}.${key}`}
          describedBy={describedBy}
          invalid={Boolean(props.error)}
        />
      )}
    </FieldFrame>
  )
}
