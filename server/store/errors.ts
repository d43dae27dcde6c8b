// Why the exchange's database could not be opened, in words a person starting the exchange can
// act on. main.ts prints `message` alone, so it must stand without the stack.

export type StoreErrorReason = 'NOT_WRITABLE' | 'NOT_A_DATABASE' | 'NEWER_SCHEMA' | 'LOCKED' | 'DISK_FULL' | 'OPEN_FAILED';

export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    message: string,
    readonly reason: StoreErrorReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function codeOf(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return '';
}

function detailOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const ANOTHER_FOLDER = 'choose another data folder (TRADEDESK_DATA)';

/** The data folder could not be created or written (a file-system error from node:fs). */
export function folderError(dir: string, err: unknown): StoreError {
  const code = codeOf(err);
  let why: string;
  if (code === 'EACCES' || code === 'EPERM') why = 'permission denied';
  else if (code === 'EROFS') why = 'the file system is read-only';
  else if (code === 'ENOTDIR' || code === 'EEXIST') why = 'a file of that name is in the way';
  else if (code === 'ENOSPC') why = 'the disk is full';
  else why = detailOf(err);
  return new StoreError(`the data folder "${dir}" is not writable: ${why}; ${ANOTHER_FOLDER}`, 'NOT_WRITABLE', { cause: err });
}

/** A file of the database exists but cannot be written. */
export function fileError(file: string, err: unknown): StoreError {
  const code = codeOf(err);
  const why =
    code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'the file system is read-only' : detailOf(err);
  return new StoreError(`"${file}" is not writable: ${why}; ${ANOTHER_FOLDER}`, 'NOT_WRITABLE', { cause: err });
}

/** SQLite refused the database file (an SqliteError from better-sqlite3 while opening). */
export function databaseError(file: string, err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const code = codeOf(err);
  if (code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT')) {
    return new StoreError(
      `"${file}" is not a SQLite database or is damaged; move it away to start from an empty market, or ${ANOTHER_FOLDER}`,
      'NOT_A_DATABASE',
      { cause: err },
    );
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM')) {
    return new StoreError(`"${file}" cannot be opened for writing (${detailOf(err)}); ${ANOTHER_FOLDER}`, 'NOT_WRITABLE', { cause: err });
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreError(`"${file}" is locked by another process; is another exchange running on the same data folder?`, 'LOCKED', {
      cause: err,
    });
  }
  if (code.startsWith('SQLITE_FULL')) {
    return new StoreError(`the disk holding "${file}" is full`, 'DISK_FULL', { cause: err });
  }
  return new StoreError(`cannot open "${file}": ${detailOf(err)}`, 'OPEN_FAILED', { cause: err });
}
