import * as React from 'react'

/** One story's result in the last story run (scripts/qa-status.mjs writes them). */
interface StoryResult {
  id: string
  name: string
  file: string
  status: 'passed' | 'failed' | 'skipped'
  ms: number
  play: 'passed' | 'failed'
  accessibility: 'passed' | 'failed' | 'warnings' | 'not run'
  picture: 'matched' | 'failed' | 'not taken'
  failure?: string
}

interface QaStatusFile {
  ranAt: string
  totals: { stories: number; passed: number; failed: number }
  stories: StoryResult[]
}

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'loaded'; status: QaStatusFile; index: Record<string, IndexEntry> }

const MARK: Record<string, string> = {
  passed: '✓ passed',
  matched: '✓ matched',
  failed: '✗ failed',
  warnings: '! warnings',
  'not run': '– not run',
  'not taken': '– none',
}

function Mark({ value }: { value: string }) {
  const bad = value === 'failed'
  return (
    <span className={bad ? 'font-semibold text-error' : value === 'warnings' ? 'text-warning' : ''}>
      {MARK[value] ?? value}
    </span>
  )
}

/**
 * The catalogue's QA status: every story's result in the last story run (play function,
 * accessibility check, screenshot), grouped by component or page, with a link to each story.
 */
export function QaStatus() {
  const [load, setLoad] = React.useState<Load>({ state: 'loading' })
  const [onlyFailures, setOnlyFailures] = React.useState(false)

  React.useEffect(() => {
    let live = true
    Promise.all([
      fetch('./qa/qa-status.json').then((response) => (response.ok ? response.json() : null)),
      fetch('./index.json').then((response) => (response.ok ? response.json() : { entries: {} })),
    ])
      .then(([status, index]: [QaStatusFile | null, { entries: Record<string, IndexEntry> }]) => {
        if (!live) return
        setLoad(status ? { state: 'loaded', status, index: index.entries } : { state: 'missing' })
      })
      .catch(() => live && setLoad({ state: 'missing' }))
    return () => {
      live = false
    }
  }, [])

  if (load.state === 'loading') return <p role="status">Loading the last story run…</p>
  if (load.state === 'missing') {
    return (
      <p role="status">
        No story run is recorded in this catalogue yet. Run <code>npm test</code> (or{' '}
        <code>npm run test:stories</code> then <code>node scripts/qa-status.mjs</code>), then build
        the catalogue again.
      </p>
    )
  }

  const { status, index } = load
  const groups = new Map<string, StoryResult[]>()
  for (const story of status.stories) {
    if (onlyFailures && story.status !== 'failed') continue
    const title = index[story.id]?.title ?? story.file
    groups.set(title, [...(groups.get(title) ?? []), story])
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'))
  const seconds = (status.stories.reduce((sum, story) => sum + story.ms, 0) / 1000).toFixed(0)

  return (
    <div className="text-foreground grid gap-6 text-sm">
      <p>
        Last run {new Date(status.ranAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC:{' '}
        <strong>{status.totals.passed}</strong> of {status.totals.stories} stories passed
        {status.totals.failed ? (
          <>
            , <strong className="text-error">{status.totals.failed} failed</strong>
          </>
        ) : null}{' '}
        ({seconds} s of story time).
      </p>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={onlyFailures}
          onChange={(event) => setOnlyFailures(event.target.checked)}
        />
        Only the stories that failed
      </label>
      {sorted.length === 0 ? <p>No story failed.</p> : null}
      {/* On a narrow screen the tables scroll sideways here, not the page (each row's link is a
          stop for the keyboard). */}
      <div className="grid gap-6 overflow-x-auto">
        {sorted.map(([title, stories]) => (
          <table key={title} className="w-full min-w-xl table-fixed border-collapse text-left">
            <caption className="pb-2 text-left text-base font-semibold">{title}</caption>
            <colgroup>
              <col />
              <col className="w-32" />
              <col className="w-32" />
              <col className="w-32" />
              <col className="w-16" />
            </colgroup>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Story
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Play function
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Accessibility
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Screenshot
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {stories.map((story) => {
                const testCase = index[story.id]?.tags?.includes('test-case')
                return (
                  <tr key={story.id} className="border-t border-border align-top">
                    <td className="py-1 pr-4">
                      <a href={`./?path=/story/${story.id}`} target="_top" className="underline">
                        {story.name}
                      </a>
                      {testCase ? <span className="text-muted"> (test case)</span> : null}
                      {story.failure ? (
                        <pre className="mt-1 text-xs whitespace-pre-wrap text-muted">
                          {story.failure}
                        </pre>
                      ) : null}
                    </td>
                    <td className="py-1 pr-4">
                      <Mark value={story.play} />
                    </td>
                    <td className="py-1 pr-4">
                      <Mark value={story.accessibility} />
                    </td>
                    <td className="py-1 pr-4">
                      <Mark value={story.picture} />
                    </td>
                    <td className="py-1 text-right tabular-nums">
                      {(story.ms / 1000).toFixed(1)} s
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  )
}
