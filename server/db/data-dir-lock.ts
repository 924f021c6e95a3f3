import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/** The file that says which process holds a data folder. */
export const LOCK_FILE = 'nightjar.lock'

interface Holder {
  pid: number
  host: string
}

/** Whether process `pid` runs on this machine (a signal 0 reaches it or is refused to us). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A holder that is gone: a process of this machine that no longer runs (killed, crashed), or
 * this very process id (a container restarted with the same pid). A holder on another machine
 * sharing the folder cannot be checked, so it counts as alive; an unreadable lock file is one
 * its writer had not finished, alive too.
 */
function isStale(holder: Holder | undefined): boolean {
  if (!holder || holder.host !== hostname()) return false
  return holder.pid === process.pid || !isRunning(holder.pid)
}

export class DataDirInUseError extends Error {}

/**
 * Holds the embedded database's data folder for this process's life, so a second server on the
 * same folder stops at once with the reason instead of writing beside the first (PGlite checks
 * nothing: two processes on one folder both answered 201 for the same nights, and one's bookings
 * were gone after a restart). The lock is `nightjar.lock` in the folder, created only if absent;
 * a stale one, left by a process that was killed, is moved aside by one process only (a rename
 * succeeds once) and taken over. Returns the release, which the database's `close` and the
 * process's exit call.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE)
  const me: Holder = { pid: process.pid, host: hostname() }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify(me))
      closeSync(fd)
      const release = () => {
        const holder = readHolder(file)
        if (holder?.pid === me.pid && holder.host === me.host) rmSync(file, { force: true })
        process.off('exit', release)
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(file)
    if (!isStale(holder)) {
      const who = holder
        ? `process ${holder.pid}${holder.host === me.host ? '' : ` on ${holder.host}`}`
        : 'another process'
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another Nightjar server (${who}). Stop that ` +
          'server first, or give this one its own DATA_DIR. If no server uses it, delete ' +
          `${file}.`,
      )
    }
    // Stale: move it aside (only one process's rename finds it), then try again to create.
    const aside = `${file}.${process.pid}.stale`
    try {
      renameSync(file, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      continue
    }
    const moved = readHolder(aside)
    if (moved && !isStale(moved)) {
      // Another process took the stale lock over between our read and our rename: its lock
      // goes back, and the next attempt finds it alive.
      renameSync(aside, file)
      continue
    }
    rmSync(aside, { force: true })
  }
  throw new DataDirInUseError(`Could not take the lock of the data folder ${dataDir} (${file}).`)
}
